let lastMs = Number.NaN;
let lastText = '';

/**
 * Timestamps are stored as fixed-width ISO 8601 UTC text: they sort and compare the same on every
 * database. The text of one millisecond is made once: a write asks for it more than once (its own
 * moment, its event's), and under the PATCH row `toISOString` was 1 % of the main thread.
 */
export function now(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastText = new Date(ms).toISOString();
  }
  return lastText;
}

/** A session's moments: made now, ending `ttlSeconds` later. */
export function sessionExpiry(ttlSeconds: number): { createdAt: string; expiresAt: string } {
  const createdAt = now();
  return { createdAt, expiresAt: new Date(Date.parse(createdAt) + ttlSeconds * 1000).toISOString() };
}
