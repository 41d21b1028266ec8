import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Writer } from './db/write.js';
import type { PasswordHasher } from './auth/passwords.js';
import type { ChangeEpochs } from './db/change-epochs.js';
import type { ListEventHub } from './product-lists/list-events.js';
import type { Resolver } from './webhooks/webhook.url.js';

/** What services need of the running service; the Fastify instance provides it, tests may too. */
export interface ServiceContext {
  db: Db;
  /** Reads that need no transaction go here, so they never wait behind a write (see dialect.ts). */
  readDb: Db;
  writer: Writer;
  passwords: PasswordHasher;
  config: Config;
  /** SQLite served by this process alone: what its writes changed, so reads may be answered from memory. */
  epochs?: ChangeEpochs;
  /** Live list changes (product-lists/list-events.ts); absent where nothing streams them. */
  listEvents?: ListEventHub;
  /** How webhook hosts resolve; the system's resolver when absent (tests give a host whose answer changes). */
  resolveWebhookHost?: Resolver;
}
