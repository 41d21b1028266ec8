import { Redis } from 'ioredis';
import { missingServer } from './servers.js';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis cannot be used here, or undefined; under CI=true a missing server is a failure. */
export async function redisUnavailable(): Promise<string | undefined> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
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
