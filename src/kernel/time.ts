/** Timestamps are stored as fixed-width ISO 8601 UTC text: they sort and compare the same on every database. */
export function now(): string {
  return new Date().toISOString();
}

/** A session's moments: made now, ending `ttlSeconds` later. */
export function sessionExpiry(ttlSeconds: number): { createdAt: string; expiresAt: string } {
  const createdAt = now();
  return { createdAt, expiresAt: new Date(Date.parse(createdAt) + ttlSeconds * 1000).toISOString() };
}
