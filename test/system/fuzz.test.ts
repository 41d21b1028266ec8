/**
 * Fuzzing from the OpenAPI document (helpers/fuzz.ts), CI-sized, on both databases:
 * never a 5xx, every 4xx in the envelope with its own status, a rejected request changes nothing,
 * and the service still answers afterwards. `npm run fuzz -- --requests 100000` runs the big one.
 * FUZZ_REQUESTS and FUZZ_SEED change the size and replay a run (the seed is printed).
 */
import { describe, test } from 'node:test';
import { DIALECTS } from '../helpers/dialects.js';
import { buildTestApp } from '../helpers/app.js';
import { describeTally, runFuzz } from '../helpers/fuzz.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500);

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: fuzzing from the OpenAPI document`, { skip: dialect.skip }, () => {
    test(`${REQUESTS} generated and broken requests: no 5xx, the envelope for every 4xx, no change from a rejected request`, async (t) => {
      // The abuse limits stay on as in production, high enough that the run reaches the handlers.
      const setup = await buildTestApp(t, dialect.name, { RATE_LIMIT_MAX: 1_000_000, LOGIN_MAX_FAILURES_PER_ADDRESS: 1_000_000 });
      const seed = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);
      t.diagnostic(`seed ${seed} (replay: FUZZ_SEED=${seed})`);
      const tally = await runFuzz(setup, { count: REQUESTS, seed });
      t.diagnostic(describeTally(tally));
    });
  });
}
