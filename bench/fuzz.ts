/**
 * `npm run fuzz -- --requests 100000 [--pg] [--seed N]`: the big fuzzing run (test/helpers/fuzz.ts)
 * on one service built in this process, on SQLite (default) or on a fresh PostgreSQL database
 * (`--pg`, TEST_DATABASE_URL). Prints the requests tried, by status and by operation; exits 1 on
 * the first request that breaks a property, naming it and the seed that replays the run.
 */
import type { TestContext } from 'node:test';
import { buildTestApp } from '../test/helpers/app.js';
import { describeTally, runFuzz, type FuzzTally } from '../test/helpers/fuzz.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const requests = Number(option('requests') ?? 10_000);
const seed = Number(option('seed') ?? Date.now() % 2 ** 31);
const dialect = process.argv.includes('--pg') ? 'postgres' : 'sqlite';
if (!Number.isSafeInteger(requests) || requests < 1) throw new Error(`--requests ${option('requests')}: a positive integer`);

// buildTestApp closes what it built through the test context's `after`; here, at the end of the run.
const cleanups: (() => Promise<void>)[] = [];
const context = { after: (cleanup: () => Promise<void>) => cleanups.push(cleanup) } as unknown as TestContext;

const started = Date.now();
console.log(`fuzzing ${requests} requests on ${dialect}, seed ${seed}`);
const setup = await buildTestApp(context, dialect, { RATE_LIMIT_MAX: 10_000_000, LOGIN_MAX_FAILURES_PER_ADDRESS: 10_000_000 });
let exitCode = 0;
try {
  const progress = (tally: FuzzTally) => console.log(`  ${describeTally(tally)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const tally = await runFuzz(setup, { count: requests, seed, progress });
  console.log(`\n${describeTally(tally)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const statuses = [...new Set(Object.values(tally.byOperation).flatMap((counts) => Object.keys(counts)))].sort();
  const width = Math.max(...Object.keys(tally.byOperation).map((name) => name.length));
  console.log(`${'operation'.padEnd(width)} ${statuses.map((status) => status.padStart(6)).join('')}`);
  for (const [name, counts] of Object.entries(tally.byOperation).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${name.padEnd(width)} ${statuses.map((status) => String(counts[status] ?? '').padStart(6)).join('')}`);
  }
  console.log('\nno 5xx; every 4xx in the envelope with its own status; no rejected request changed anything; the service still answers');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
process.exit(exitCode);
