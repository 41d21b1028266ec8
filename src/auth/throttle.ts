/**
 * Counts failed logins per key (a username, a client address) in a fixed window.
 * In memory, per instance; bounded so that a flood of distinct keys cannot grow it without end.
 */
export class FailureThrottle {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, nowMs = Date.now()): number {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= nowMs) return 0;
    return entry.count >= this.maxFailures ? Math.ceil((entry.resetAt - nowMs) / 1000) : 0;
  }

  recordFailure(key: string, nowMs = Date.now()): void {
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= nowMs) {
      if (this.entries.size >= this.maxEntries) this.evictExpired(nowMs);
      this.entries.set(key, { count: 1, resetAt: nowMs + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private evictExpired(nowMs: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= nowMs) this.entries.delete(key);
    // Still full: drop the oldest entries (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
