import assert from 'node:assert/strict';
import { test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { ACCESS_KEY, buildTestApp, expectError } from '../../helpers/app.js';
import { redisUnavailable, TEST_REDIS_URL as REDIS_URL } from '../../helpers/redis.js';

const skip = await redisUnavailable();

test('with REDIS_URL, two instances share the count of failed logins', { skip }, async (t) => {
  const overrides = { REDIS_URL, LOGIN_MAX_FAILURES_PER_USERNAME: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 1000 };
  const first = await buildTestApp(t, 'sqlite', overrides);
  const second = await buildTestApp(t, 'sqlite', overrides);
  const username = `nobody-${randomBytes(6).toString('hex')}@example.com`;
  const attempt = (app: typeof first.app) =>
    app.inject({
      method: 'POST',
      url: '/store-api/account/login',
      headers: { 'sw-access-key': ACCESS_KEY },
      payload: { username, password: 'wrong-password' },
    });

  expectError(await attempt(first.app), 401, 'AUTH__INVALID_CREDENTIALS');
  expectError(await attempt(second.app), 401, 'AUTH__INVALID_CREDENTIALS');
  expectError(await attempt(first.app), 401, 'AUTH__INVALID_CREDENTIALS');
  const throttled = await attempt(second.app);
  expectError(throttled, 429, 'AUTH__TOO_MANY_ATTEMPTS');
  assert.ok(Number(throttled.headers['retry-after']) > 0);
});
