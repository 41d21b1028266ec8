import type { Db } from '../../../platform/db/database.js';
import type { Epochs } from '../../../platform/fast/change-epochs.js';
import { EpochMemo } from '../../../platform/fast/epoch-memo.js';
import { keyedReader, type ReadBatcher } from '../../../platform/fast/read-batcher.js';
import { prepareFindSessionsWithEmployee, SESSION_KEYS, sessionPartOf, type SessionWithEmployee } from './session.repository.js';

/**
 * Finds the session behind a token hash for the guards: one prepared statement, or, on SQLite
 * served by this process (or PostgreSQL served by this instance alone), from memory while no session or employee was written since it was
 * read (change-epochs.ts): a logout, a password change or a deletion moves the `auth` epoch in the
 * same commit, so the very next request reads the database again. Statements that read a session
 * together with something else (the detail read, the search's revision) hand their session rows
 * to `remember`.
 */
export class SessionReader {
  /** The session reads of one turn of the event loop share a statement on PostgreSQL (read-batcher.ts). */
  readonly batcher: ReadBatcher<readonly [string], SessionWithEmployee & { n: number }>;
  readonly memo: EpochMemo<SessionWithEmployee> | undefined;

  constructor(readDb: Db, epochs: Epochs | undefined) {
    this.batcher = keyedReader(readDb, SESSION_KEYS, prepareFindSessionsWithEmployee(readDb));
    this.memo = epochs ? new EpochMemo(epochs, 'auth', 100_000) : undefined;
  }

  /** Undefined when nothing can be remembered (MariaDB, or a PostgreSQL handle that does not serve: every read asks the database). */
  epoch(): number | undefined {
    return this.memo?.epoch();
  }

  /** The session as remembered and still exact, or undefined. */
  remembered(tokenHash: string): SessionWithEmployee | undefined {
    return this.memo?.get(tokenHash);
  }

  remember(tokenHash: string, session: SessionWithEmployee, epochBeforeRead: number | undefined): void {
    if (epochBeforeRead !== undefined) this.memo?.set(tokenHash, session, epochBeforeRead);
  }

  async find(tokenHash: string): Promise<SessionWithEmployee | undefined> {
    const known = this.remembered(tokenHash);
    if (known) return known;
    const epoch = this.epoch();
    const row = await this.batcher.read([tokenHash]);
    if (!row) return undefined;
    const session = sessionPartOf(row);
    this.remember(tokenHash, session, epoch);
    return session;
  }
}
