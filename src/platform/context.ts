import type { Config } from '../kernel/config.js';
import type { Db } from './db/database.js';
import type { Writer } from './db/write.js';
import type { PasswordHasher } from './passwords/passwords.js';
import type { Epochs } from './fast/change-epochs.js';
import type { ListEventHub } from './live/list-events.js';
import type { Resolver } from './http/outbound-address.js';
import type { LoginThrottles } from './throttle/throttle.js';

/** What services need of the running service; the Fastify instance provides it, tests may too. */
export interface ServiceContext {
  db: Db;
  /** Reads that need no transaction go here, so they never wait behind a write (see dialect.ts). */
  readDb: Db;
  writer: Writer;
  passwords: PasswordHasher;
  config: Config;
  /** SQLite served by this process, PostgreSQL by this instance alone: what its writes changed, so reads may be answered from memory. */
  epochs?: Epochs;
  /** Live list changes (features/live/list-events.ts); absent where nothing streams them. */
  listEvents?: ListEventHub;
  /** How webhook hosts resolve; the system's resolver when absent (tests give a host whose answer changes). */
  resolveWebhookHost?: Resolver;
}

/** What a login needs besides the service: the throttles of failed attempts. */
export type LoginContext = ServiceContext & { loginThrottles: LoginThrottles };
