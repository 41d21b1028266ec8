/**
 * What changed since a value was read, without asking the database (SQLite only).
 *
 * On SQLite one process serves the file (the serving lock in sqlite-lock.ts) and every write of
 * that process goes through its one writer connection, whose statements pass through `watch`. A
 * statement that writes a table marks the table's *group*; when its transaction ends (the
 * connection leaves the transaction, committed or not), each marked group's epoch moves on. A
 * value read from the database while a group stood at epoch n is therefore exact as long as the
 * group still stands at n (epoch-memo.ts keeps sessions, list rows and revisions so). Writes in another process
 * (`store-api org create`) only add a new organization, which nothing remembered can refer to.
 *
 * The groups are coarse on purpose: a write of any list moves `lists`, a login or logout moves
 * `auth`. Tables not listed move every group, so a table added later is safe before it is named.
 */
export type ChangeGroup = 'auth' | 'lists';

const ALL: readonly ChangeGroup[] = ['auth', 'lists'];

/** The groups whose remembered values a write of the table can change (cascades included). */
const GROUPS_OF_TABLE: Readonly<Record<string, readonly ChangeGroup[]>> = {
  session: ['auth'],
  // A person's login (email, password, last organization): nothing remembered reads it but sessions.
  person: ['auth'],
  access_key: ['auth'],
  // Deleting an employee ends their sessions and frees their lists (owner set to null).
  employee: ALL,
  organization: ALL,
  product_list: ['lists'],
  product_list_line_item: ['lists'],
  product_list_revision: ['lists'],
  product_list_share: ['lists'],
  // A session is remembered with its role's permissions.
  role: ['auth'],
  // A unit's move or deletion changes what its employees reach and who reaches its lists.
  organization_unit: ALL,
  employee_invitation: [],
  recovery_code: [],
  login_challenge: [],
  idempotency_key: [],
};

const WRITTEN_TABLE = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;

/** The groups a statement's text writes; every group for a write that names no known table (DDL, say). */
export function groupsWrittenBy(text: string): readonly ChangeGroup[] {
  const table = WRITTEN_TABLE.exec(text)?.[1];
  return (table !== undefined ? GROUPS_OF_TABLE[table] : undefined) ?? ALL;
}

interface Statement {
  readonly reader: boolean;
  readonly readonly: boolean;
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): unknown;
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
}

export class ChangeEpochs {
  private readonly epochs: Record<ChangeGroup, number> = { auth: 0, lists: 0 };
  private readonly pending = new Set<ChangeGroup>();

  /** The current epoch of a group: read it before reading a value from the database. */
  of(group: ChangeGroup): number {
    return this.epochs[group];
  }

  /**
   * The writer connection's statement, marking what it writes; `inTransaction` tells whether the
   * connection is still inside a transaction once the statement ran. Transaction control (COMMIT,
   * ROLLBACK, RELEASE) counts as read-only in SQLite, and ends what was marked.
   */
  watch<S extends Statement>(statement: S, text: string, inTransaction: () => boolean): S {
    const groups = statement.readonly ? [] : groupsWrittenBy(text);
    const after = () => {
      for (const group of groups) this.pending.add(group);
      if (this.pending.size > 0 && !inTransaction()) {
        for (const group of this.pending) this.epochs[group] += 1;
        this.pending.clear();
      }
    };
    const watched = {
      reader: statement.reader,
      readonly: statement.readonly,
      all: (...parameters: unknown[]) => {
        try {
          return statement.all(...parameters);
        } finally {
          after();
        }
      },
      run: (...parameters: unknown[]) => {
        try {
          return statement.run(...parameters);
        } finally {
          after();
        }
      },
      iterate: (...parameters: unknown[]) => statement.iterate(...parameters),
    };
    return watched as unknown as S;
  }
}
