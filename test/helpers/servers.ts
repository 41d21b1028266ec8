/**
 * A server a test needs is missing: the reason to skip with, or, under `CI=true`, a failure (CI
 * must run every test).
 */
export function missingServer(reason: string, what: string): string {
  if (process.env.CI === 'true') throw new Error(`${reason} (CI=true: ${what} is required)`);
  return reason;
}
