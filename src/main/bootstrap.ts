import { SYSTEM_ACTOR } from '../platform/outbox/outbox.js';
import type { Config } from '../kernel/config.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import type { PasswordHasher } from '../platform/passwords/passwords.js';
import { ensureAccessKey, firstAccessKey, generateAccessKey } from '../features/organizations/access-key.repository.js';
import { createOrganization, hasAnyOrganization, type CreatedOrganization } from '../features/organizations/organization.service.js';

export interface BootstrapResult {
  accessKey: string;
  /** Set only on the first start, when the first organization and admin were just created. */
  created?: CreatedOrganization;
}

/** First start: a storefront access key and the first organization with its admin (docs/contract.md §3). */
export async function bootstrap(database: Pick<DatabaseHandle, 'db' | 'writer'>, config: Config, passwords: PasswordHasher): Promise<BootstrapResult> {
  const { db, writer } = database;
  const configured = config.STORE_API_ACCESS_KEY;
  if (configured) await writer.run((trx) => ensureAccessKey(trx, configured, 'from STORE_API_ACCESS_KEY'));
  let accessKey = configured ?? (await firstAccessKey(db));
  if (!accessKey) {
    const generated = generateAccessKey();
    await writer.run((trx) => ensureAccessKey(trx, generated, 'generated at first start'));
    accessKey = generated;
  }
  if (await hasAnyOrganization(db)) return { accessKey };
  const created = await createOrganization(
    writer,
    passwords,
    {
      name: config.STORE_API_ORGANIZATION_NAME,
      adminEmail: config.STORE_API_ADMIN_EMAIL,
      adminPassword: config.STORE_API_ADMIN_PASSWORD,
    },
    SYSTEM_ACTOR,
  );
  return { accessKey, created };
}
