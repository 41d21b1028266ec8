import type { Redis } from 'ioredis';

/**
 * Counts failed logins per key (a username, a client address) in a fixed window, and says how
 * long a key must wait once it has failed too often (DESIGN §3).
 */
export interface FailureThrottle {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Per instance, in memory; bounded so that a flood of distinct keys cannot grow it without end. */
export class MemoryFailureThrottle implements FailureThrottle {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  async retryAfter(key: string): Promise<number> {
    const nowMs = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= nowMs) return 0;
    return entry.count >= this.maxFailures ? Math.ceil((entry.resetAt - nowMs) / 1000) : 0;
  }

  async recordFailure(key: string): Promise<void> {
    const nowMs = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= nowMs) {
      if (this.entries.size >= this.maxEntries) this.evict(nowMs);
      this.entries.set(key, { count: 1, resetAt: nowMs + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private evict(nowMs: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= nowMs) this.entries.delete(key);
    // Still full: drop the oldest entries (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

/** Shared by every instance through Redis (`REDIS_URL`): one counter per key that expires with its window. */
export class RedisFailureThrottle implements FailureThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly prefix = 'store-api:login-failures:',
  ) {}

  async retryAfter(key: string): Promise<number> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.prefix + key).pttl(this.prefix + key).exec()) as [[null, string | null], [null, number]];
    if (count === null || Number(count) < this.maxFailures || ttl <= 0) return 0;
    return Math.ceil(ttl / 1000);
  }

  async recordFailure(key: string): Promise<void> {
    // The window starts with the first failure: NX keeps later failures from extending it.
    await this.redis.multi().incr(this.prefix + key).pexpire(this.prefix + key, this.windowMs, 'NX').exec();
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
