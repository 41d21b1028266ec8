import type { Redis } from 'ioredis';

/**
 * Counts login attempts per key (a username, a client address) in a fixed window, and says how
 * long a key must wait once it has failed too often (DESIGN §3).
 *
 * An attempt is counted when it starts, before its password is verified: concurrent attempts then
 * cannot outrun the limit (15 racing wrong passwords for one username get 5 verifications, not 15).
 * An attempt that succeeds gives its count back (`release`); a failed one keeps it.
 */
export interface FailureThrottle {
  /** Counts an attempt of `key`: 0 when it may go on, else the seconds until `key` may try again (nothing counted). */
  acquire(key: string): Promise<number>;
  /** The attempt counted by `acquire` succeeded: it no longer counts. */
  release(key: string): Promise<void>;
  /** Forgets every attempt of `key` (a successful login forgives its username's failures). */
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

  async acquire(key: string): Promise<number> {
    const nowMs = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.resetAt <= nowMs) {
      if (!entry && this.entries.size >= this.maxEntries) this.evict(nowMs);
      this.entries.set(key, { count: 1, resetAt: nowMs + this.windowMs });
      return 0;
    }
    if (entry.count >= this.maxFailures) return Math.max(1, Math.ceil((entry.resetAt - nowMs) / 1000));
    entry.count += 1;
    return 0;
  }

  async release(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
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

/**
 * Counts an attempt atomically: the window starts with the first attempt; past the limit the count
 * is given back and the answer is the window's remaining milliseconds.
 */
const ACQUIRE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if count > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return math.max(redis.call('PTTL', KEYS[1]), 1)
end
return 0`;

/** Gives an attempt back without ever going below zero or outliving the window. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

type ThrottleRedis = Redis & {
  throttleAcquire(key: string, max: number, windowMs: number): Promise<number>;
  throttleRelease(key: string): Promise<number>;
};

/** Shared by every instance through Redis (`REDIS_URL`): one counter per key that expires with its window. */
export class RedisFailureThrottle implements FailureThrottle {
  private readonly redis: ThrottleRedis;

  constructor(
    redis: Redis,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly prefix = 'store-api:login-failures:',
  ) {
    if (!('throttleAcquire' in redis)) {
      redis.defineCommand('throttleAcquire', { numberOfKeys: 1, lua: ACQUIRE_SCRIPT });
      redis.defineCommand('throttleRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT });
    }
    this.redis = redis as ThrottleRedis;
  }

  async acquire(key: string): Promise<number> {
    const waitMs = await this.redis.throttleAcquire(this.prefix + key, this.maxFailures, this.windowMs);
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async release(key: string): Promise<void> {
    await this.redis.throttleRelease(this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
