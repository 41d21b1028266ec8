import { Redis } from 'ioredis';
import { missingServer } from './servers.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used here, or undefined; under CI=true a missing server is a failure. */
export async function redisUnavailable(): Promise<string | undefined> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 15_000 }); // generous: the test processes all start at once
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return missingServer(`Redis not reachable at ${TEST_REDIS_URL}: ${error instanceof Error ? error.message : String(error)}`, 'Redis');
  } finally {
    redis.disconnect();
  }
}

/**
 * What an app shares through the test Redis. Every test logs in from 127.0.0.1, and Redis keeps
 * failed logins per address across files and runs (for the throttle's window, 15 minutes; the
 * cluster test alone fails 40), so tests that do not test the per-address limit lift it.
 */
export const THROUGH_REDIS = { REDIS_URL: TEST_REDIS_URL, LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 } as const;
