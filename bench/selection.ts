/**
 * `BENCH_ROWS=patch,create,working-day`: only these rows are measured (bare Fastify always, for the
 * ratios). For quick comparisons while working on a few rows; a reference run measures them all.
 */
const chosen = (process.env.BENCH_ROWS ?? '')
  .split(',')
  .map((key) => key.trim())
  .filter(Boolean);

/** Whether the row keyed `key` is measured in this run. */
export function wanted(key: string): boolean {
  return chosen.length === 0 || chosen.includes(key);
}

/** Whether any of these rows is measured (a group's service need not start otherwise). */
export function wantsAny(keys: readonly string[]): boolean {
  return keys.some(wanted);
}

/** Whether this run measures only some rows. */
export const isSelection = chosen.length > 0;
