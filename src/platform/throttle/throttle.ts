import type { Redis } from 'ioredis';

/**
 * Counts failed logins per key (a username, a client address) in a fixed window, and says how long
 * a key must wait once it has failed too often (docs/contract.md §3).
 *
 * An attempt is admitted before its password is verified, and only while the failures of its key
 * plus the attempts of that key under way stay below the limit: concurrent attempts then cannot
 * outrun it (15 racing wrong passwords for one username get 5 verifications, not 15). An attempt
 * that finds the key full only of attempts under way is told `busy` and may wait for them; one that
 * finds it full of failures is `blocked` for the rest of the window.
 */
export type Admission = { status: 'go' } | { status: 'busy' } | { status: 'blocked'; retryAfterSeconds: number };

export interface FailureThrottle {
  /** Admits an attempt of `key` (counted as under way until `release`), or says why not. */
  acquire(key: string): Promise<Admission>;
  /** The admitted attempt ended: a failure is counted for the window; either way it is no longer under way. */
  release(key: string, failed: boolean): Promise<void>;
  /** Forgets the failures of `key` (a successful login forgives its account's). */
  reset(key: string): Promise<void>;
}

/** The login's two throttles (features/identity/accounts/account.service.ts): per account, and per client address. */
export interface LoginThrottles {
  byAccount: FailureThrottle;
  byAddress: FailureThrottle;
  /** Guests started per client address (features/identity/guests/guest.service.ts): each counts as a failure does. */
  guests: FailureThrottle;
}

const GO: Admission = { status: 'go' };
const BUSY: Admission = { status: 'busy' };

/** Per instance, in memory; bounded so that a flood of distinct keys cannot grow it without end. */
export class MemoryFailureThrottle implements FailureThrottle {
  private readonly entries = new Map<string, { failures: number; underWay: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly maxEntries = 100_000,
  ) {}

  async acquire(key: string): Promise<Admission> {
    const nowMs = Date.now();
    let entry = this.entries.get(key);
    if (entry && entry.resetAt <= nowMs) {
      entry.failures = 0;
      entry.resetAt = nowMs + this.windowMs;
    }
    if (!entry) {
      if (this.entries.size >= this.maxEntries) this.evict(nowMs);
      entry = { failures: 0, underWay: 0, resetAt: nowMs + this.windowMs };
      this.entries.set(key, entry);
    }
    if (entry.failures >= this.maxFailures) return { status: 'blocked', retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - nowMs) / 1000)) };
    if (entry.failures + entry.underWay >= this.maxFailures) return BUSY;
    entry.underWay += 1;
    return GO;
  }

  async release(key: string, failed: boolean): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.underWay = Math.max(0, entry.underWay - 1);
    if (failed) {
      // The window starts with the first failure.
      if (entry.failures === 0) entry.resetAt = Date.now() + this.windowMs;
      entry.failures += 1;
    } else if (entry.failures === 0 && entry.underWay === 0) {
      this.entries.delete(key);
    }
  }

  async reset(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.underWay === 0) this.entries.delete(key);
    else entry.failures = 0;
  }

  private evict(nowMs: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= nowMs && entry.underWay === 0) this.entries.delete(key);
    // Still full: drop the oldest entries (a Map iterates in insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}

/**
 * Two keys per throttled key: its failures (expiring with the window, which starts with the first
 * failure) and its attempts under way (expiring a minute after the last admission, so an instance
 * that dies mid-attempt cannot hold a slot for ever). Answers 0 (go), -1 (busy) or the window's
 * remaining milliseconds (blocked).
 */
const ACQUIRE_SCRIPT = `
local failures = tonumber(redis.call('GET', KEYS[1]) or '0')
if failures >= tonumber(ARGV[1]) then return math.max(redis.call('PTTL', KEYS[1]), 1) end
local underWay = tonumber(redis.call('GET', KEYS[2]) or '0')
if failures + underWay >= tonumber(ARGV[1]) then return -1 end
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], 60000)
return 0`;

const RELEASE_SCRIPT = `
local underWay = tonumber(redis.call('GET', KEYS[2]) or '0')
if underWay > 1 then redis.call('DECR', KEYS[2]) elseif underWay == 1 then redis.call('DEL', KEYS[2]) end
if ARGV[1] == '1' and redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

type ThrottleRedis = Redis & {
  throttleAcquire(failuresKey: string, underWayKey: string, max: number): Promise<number>;
  throttleRelease(failuresKey: string, underWayKey: string, failed: '0' | '1', windowMs: number): Promise<number>;
};

/** Shared by every instance through Redis (`REDIS_URL`). */
export class RedisFailureThrottle implements FailureThrottle {
  private readonly redis: ThrottleRedis;

  constructor(
    redis: Redis,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly prefix = 'store-api:login-failures:',
  ) {
    if (!('throttleAcquire' in redis)) {
      redis.defineCommand('throttleAcquire', { numberOfKeys: 2, lua: ACQUIRE_SCRIPT });
      redis.defineCommand('throttleRelease', { numberOfKeys: 2, lua: RELEASE_SCRIPT });
    }
    this.redis = redis as ThrottleRedis;
  }

  async acquire(key: string): Promise<Admission> {
    const answer = await this.redis.throttleAcquire(this.prefix + key, `${this.prefix}${key}:under-way`, this.maxFailures);
    if (answer === 0) return GO;
    if (answer < 0) return BUSY;
    return { status: 'blocked', retryAfterSeconds: Math.ceil(answer / 1000) };
  }

  async release(key: string, failed: boolean): Promise<void> {
    await this.redis.throttleRelease(this.prefix + key, `${this.prefix}${key}:under-way`, failed ? '1' : '0', this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
