import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/platform/db/database.js';
import type { DialectName } from '../../src/platform/db/dialect.js';
import { TEST_DATABASE_URL } from '../dialects.js';

/**
 * A fresh, empty database for one test: a SQLite file in a temporary folder (a file, not memory,
 * so the read-only connection is a second connection as in production), or a PostgreSQL database
 * of its own, so files run concurrently without colliding. Dropped when closed.
 */
export async function createTestDatabase(dialect: DialectName, options: { poolSize?: number } = {}): Promise<DatabaseHandle & { url: string }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'store-api-test-'));
    const url = `sqlite:${join(dir, 'test.sqlite')}`;
    const handle = createDatabase({ url, serving: true });
    return {
      ...handle,
      url,
      close: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // A database of its own, not a schema: PostgreSQL's catalog is per database, so one test's
  // introspection (the migrator's) never trips over another test dropping its objects.
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = createDatabase({ url: url.toString(), poolSize: options.poolSize ?? 5 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
