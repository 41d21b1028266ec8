import { Redis } from 'ioredis';
import { missingServer } from './servers.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Why Redis cannot be used here, or undefined; under CI=true a missing server is a failure. Asked
 * three times (a second apart): with every test process starting at once, a connection was once
 * closed while it opened ("Connection is closed"), and that one refusal failed a whole CI run.
 */
export async function redisUnavailable(): Promise<string | undefined> {
  let problem = '';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 15_000 }); // generous: the test processes all start at once
    try {
      await redis.connect();
      await redis.ping();
      return undefined;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    } finally {
      redis.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return missingServer(`Redis not reachable at ${TEST_REDIS_URL}: ${problem}`, 'Redis');
}

/**
 * What an app shares through the test Redis. Every test logs in from 127.0.0.1, and Redis keeps
 * failed logins per address across files and runs (for the throttle's window, 15 minutes; the
 * cluster test alone fails 40), so tests that do not test the per-address limit lift it.
 */
export const THROUGH_REDIS = { REDIS_URL: TEST_REDIS_URL, LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 } as const;
