import type pg from 'pg';

/**
 * Statements prepared on the server for the registered hot texts: PostgreSQL names them (below);
 * MariaDB runs them with mysql2's `execute`, its binary protocol, which prepares a text once per
 * connection (../db/dialects/mysql.ts; measured with the batched reads of read-batcher.ts, three
 * alternated pairs: CPU per cached detail read 0.049–0.053 ms against 0.057–0.068 with `query`,
 * search page 1 0.042–0.044 against 0.046–0.054, PATCH 1.47–1.52 against 1.50–1.76).
 *
 * What saves PostgreSQL round trips, which cost more than the queries themselves on a busy
 * machine (a socket write and a server process woken up each): named statements here, and reads
 * of one event-loop turn sharing a statement (read-batcher.ts). (Sending BEGIN pipelined with the
 * first statement, pg's `pipeline: true`, was tried: it saves waiting, not work, and the PATCH
 * benchmark, bound by the CPU, did not move: 669/695 against 743/627 req/s, alternated.)
 *
 * Server-side prepared statements on PostgreSQL for the hot paths (platform/db/statements.ts registers them).
 *
 * Kysely sends every query as an unnamed statement, which PostgreSQL parses and plans anew each
 * time. For the session lookup behind every call that was most of the server's work: measured on
 * this project's 2-core VM with 50 concurrent callers, 6,100 lookups/s unnamed against 15,800
 * named (and 12,900 with postgres.js's automatic preparation, so the pg driver stays). A named
 * statement is parsed once per connection and then only bound and executed.
 *
 * Only the texts registered here are named: a bounded set (the hot paths' queries, and the first
 * 128 shapes of searches per database handle: statements.ts, Statements.shaped). Their columns are listed (a
 * search's `*` only over its own derived tables), so a migration that adds a column cannot
 * invalidate a prepared plan's result type; should one be invalidated anyway (PostgreSQL's "cached
 * plan must not change result type"), that connection sends the text unnamed from then on.
 */
const names = new Map<string, string>();

export function prepareOnServer(text: string): void {
  if (!names.has(text)) names.set(text, `store_api_${names.size + 1}`);
}

/** Whether `text` is registered: MariaDB runs these as its server-side prepared statements (../db/dialects/mysql.ts). */
export function preparedOnServer(text: string): boolean {
  return names.has(text);
}

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/** Makes a new pool client send registered texts as named statements (and count what it sends). */
export function nameStatementsOf(client: pg.PoolClient, stats: { statements: number }): void {
  const query = client.query.bind(client) as unknown as Query;
  const invalidated = new Set<string>();
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    stats.statements += 1;
    const [text, values, callback] = args;
    const name = typeof text === 'string' && callback === undefined ? names.get(text) : undefined;
    if (name === undefined || invalidated.has(name)) return query(...args);
    return query({ name, text, values }).catch((error: { code?: string; routine?: string }) => {
      if (error.code !== '0A000' || error.routine !== 'RevalidateCachedQuery') throw error;
      invalidated.add(name);
      return query(text, values);
    });
  };
}
