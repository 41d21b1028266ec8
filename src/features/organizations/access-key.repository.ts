import { randomBytes } from 'node:crypto';
import { now, type Db, type Trx } from '../../platform/db/database.js';

export async function accessKeyExists(db: Db | Trx, accessKey: string): Promise<boolean> {
  const row = await db.selectFrom('access_key').select('access_key').where('access_key', '=', accessKey).executeTakeFirst();
  return row !== undefined;
}

/** Shopware's storefront keys start with SWSC; ours look alike so clients recognise them. */
export function generateAccessKey(): string {
  return `SWSC${randomBytes(18).toString('base64url').replace(/[-_]/g, 'X').toUpperCase()}`;
}

export async function ensureAccessKey(db: Db | Trx, accessKey: string, name: string): Promise<void> {
  if (await accessKeyExists(db, accessKey)) return;
  await db.insertInto('access_key').values({ access_key: accessKey, name, created_at: now() }).execute();
}

export async function firstAccessKey(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('access_key').select('access_key').orderBy('created_at').orderBy('access_key').limit(1).executeTakeFirst();
  return row?.access_key;
}
