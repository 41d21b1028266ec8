import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'kysely';
import { ConfigError, loadConfig, trustedProxies } from '../../src/kernel/config.js';
import { createDatabase } from '../../src/platform/db/database.js';

test('defaults: SQLite under ./data, loopback, port 3000', () => {
  const config = loadConfig({});
  assert.equal(config.DATABASE_URL, 'sqlite:./data/store-api.sqlite');
  assert.equal(config.HOST, '127.0.0.1');
  assert.equal(config.PORT, 3000);
  assert.ok(Object.isFrozen(config));
});

test('environment values are converted to their types', () => {
  const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'true', DATABASE_URL: 'postgres://u@h:5432/db', SESSION_TTL_SECONDS: '120' });
  assert.equal(config.PORT, 8080);
  assert.equal(trustedProxies(config.TRUST_PROXY), true);
  assert.equal(config.DATABASE_URL, 'postgres://u@h:5432/db');
  assert.equal(config.SESSION_TTL_SECONDS, 120);
});

test('TRUST_PROXY: every hop, a number of hops, or only the named balancers', () => {
  assert.equal(trustedProxies(loadConfig({}).TRUST_PROXY), false);
  const twoHops = trustedProxies(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY);
  assert.ok(typeof twoHops === 'function' && twoHops('10.0.0.1', 1) && !twoHops('10.0.0.1', 2));
  assert.equal(trustedProxies(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).TRUST_PROXY), '127.0.0.1,10.0.0.0/8');
  assert.throws(() => loadConfig({ TRUST_PROXY: 'yes please' }), ConfigError);
});

test('every bad variable is named in one line; passwords are not echoed', () => {
  assert.throws(
    () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'oracle://x', STORE_API_ADMIN_PASSWORD: 'short', LOG_LEVEL: 'loud' }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      const names = error.problems.map((problem) => problem.split('=')[0]);
      assert.deepEqual([...names].sort(), ['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'STORE_API_ADMIN_PASSWORD'], 'one line per variable');
      assert.ok(error.problems.includes('LOG_LEVEL="loud": must be one of fatal, error, warn, info, debug, trace, silent'), error.message);
      assert.ok(!error.message.includes('short'), 'the password value stays hidden');
      return true;
    },
  );
});

test('SQLITE_CACHE_MIB: the page cache of both SQLite connections, 8 MiB each unless set', async (t) => {
  assert.equal(loadConfig({}).SQLITE_CACHE_MIB, 8);
  const dir = mkdtempSync(join(tmpdir(), 'store-api-cache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const database = createDatabase({ url: `sqlite:${join(dir, 'cache.sqlite')}`, cacheMib: loadConfig({ SQLITE_CACHE_MIB: '3' }).SQLITE_CACHE_MIB });
  t.after(() => database.close());
  for (const connection of [database.db, database.readDb]) {
    const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(connection);
    assert.deepEqual(rows, [{ cache_size: -3 * 1024 }], 'KiB, negative: a size, not a page count');
  }
  assert.throws(() => loadConfig({ SQLITE_CACHE_MIB: '0' }), ConfigError);
});
