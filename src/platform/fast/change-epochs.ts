import type SqliteDatabase from 'better-sqlite3';

/**
 * What changed since a value was read, without asking the database (SQLite; PostgreSQL's is pool-change-epochs.ts).
 *
 * On SQLite one process serves the file (the serving lock in sqlite-lock.ts) and every write of
 * that process goes through its one writer connection, whose statements pass through `watch`. A
 * statement that writes a table marks the table's *group*; when its transaction ends (the
 * connection leaves the transaction, committed or not), each marked group's epoch moves on. A
 * value read from the database while a group stood at epoch n is therefore exact as long as the
 * group still stands at n (epoch-memo.ts keeps sessions, list rows and revisions so). Writes in another process
 * (`store-api org create`) only add a new organization, which nothing remembered can refer to.
 *
 * The groups are coarse on purpose: a login or logout moves `auth`, a list's write moves
 * `revisions` (the organization's lists revision, product-list.write-statements.ts). Tables not
 * listed move every group, so a table added later is safe before it is named.
 *
 * **List rows by list.** A write of one list must not forget every other list's remembered row (a
 * working day writes several lists every millisecond). Once `trackListRows` has installed its
 * triggers on the writer connection, every row of `product_list` or `product_list_share` a statement
 * inserts, updates or deletes names its list (a function the triggers call), and the transaction's
 * end records that those lists changed (`listUnchangedSince`): by the rows SQLite itself changed,
 * whatever the statement. Until then, and after any schema change (which could drop the triggers),
 * those tables move the whole `lists` group instead.
 */
export type ChangeGroup = 'auth' | 'lists' | 'revisions';

/**
 * What a memo (epoch-memo.ts) asks of a record of changes: SQLite's `ChangeEpochs` below, or a
 * PostgreSQL pool's while its instance serves the database alone (pool-change-epochs.ts).
 */
export interface Epochs {
  /** The current epoch of a group: read it before reading a value from the database. */
  of(group: ChangeGroup): number;
  /** Read before reading a list's row: `listUnchangedSince` tells later whether that list changed since. */
  listMark(): number;
  listUnchangedSince(listId: string, mark: number): boolean;
  /** Names changed list rows from now on, where the record can (the app calls it once the tables exist). */
  trackListRows(): boolean;
  /** Whether reads may be kept now (SQLite served by this process: always; PostgreSQL: while this instance is alone). */
  readonly servesAlone: boolean;
}

export const ALL_GROUPS: readonly ChangeGroup[] = ['auth', 'lists', 'revisions'];
const ALL = ALL_GROUPS;
const LIST_ROWS: readonly ChangeGroup[] = ['lists'];

/** The groups whose remembered values a write of the table can change (cascades included). */
const GROUPS_OF_TABLE: Readonly<Record<string, readonly ChangeGroup[]>> = {
  session: ['auth'],
  // A person's login (email, password, last organization): nothing remembered reads it but sessions.
  person: ['auth'],
  access_key: ['auth'],
  // Deleting an employee ends their sessions and frees their lists (owner set to null).
  employee: ALL,
  organization: ALL,
  // List rows and shares: by list once tracked (TRACKED_BY_TRIGGERS), else the whole group.
  product_list: LIST_ROWS,
  product_list_share: LIST_ROWS,
  // Nothing remembered holds line items or custom values (answers are kept by the list's version).
  product_list_line_item: [],
  product_list_custom_value: [],
  product_list_revision: ['revisions'],
  // A session is remembered with its role's permissions.
  role: ['auth'],
  // A unit's move or deletion changes what its employees reach and who reaches its lists.
  organization_unit: ALL,
  employee_custom_value: [],
  employee_invitation: [],
  recovery_code: [],
  login_challenge: [],
  idempotency_key: [],
  // Every write records events: named, so that they move no group of their own.
  event: [],
  event_stream: [],
  event_ticket: [],
  webhook: [],
  webhook_delivery: [],
  scim_token: [],
  scim_user: [],
  organization_sso: [],
  sso_authorization: [],
  sso_code: [],
  sso_identity: [],
};

/** The tables whose changed rows the triggers name by list. */
const TRACKED_BY_TRIGGERS = new Set(['product_list', 'product_list_share']);

const LIST_CHANGED = 'store_api_list_changed';
/** Temporary triggers: this connection's only, gone with it; another process's writes never call the function. */
const TRIGGERS = [
  `create temp trigger if not exists store_api_list_inserted after insert on main.product_list begin select ${LIST_CHANGED}(new.id); end`,
  `create temp trigger if not exists store_api_list_updated after update on main.product_list begin select ${LIST_CHANGED}(old.id); select ${LIST_CHANGED}(new.id) where new.id is not old.id; end`,
  `create temp trigger if not exists store_api_list_deleted after delete on main.product_list begin select ${LIST_CHANGED}(old.id); end`,
  `create temp trigger if not exists store_api_share_inserted after insert on main.product_list_share begin select ${LIST_CHANGED}(new.product_list_id); end`,
  `create temp trigger if not exists store_api_share_updated after update on main.product_list_share begin select ${LIST_CHANGED}(old.product_list_id); select ${LIST_CHANGED}(new.product_list_id) where new.product_list_id is not old.product_list_id; end`,
  `create temp trigger if not exists store_api_share_deleted after delete on main.product_list_share begin select ${LIST_CHANGED}(old.product_list_id); end`,
];

/** Remembered lists changed since, at most: past it, the record starts afresh and every remembered list row is forgotten. */
const MAX_CHANGED_LISTS = 100_000;

const WRITTEN_TABLE = /^\s*(?:insert(?:\s+or\s+\w+)?\s+into|replace\s+into|update(?:\s+or\s+\w+)?|delete\s+from)\s+"?(\w+)"?/i;

const SCHEMA_CHANGE = /^\s*(?:create|drop|alter)\b/i;

/**
 * The groups a statement's text writes; every group for a write that names no known table (DDL, say).
 * `tracked`: the list rows' triggers are installed, and the tables they watch move no group.
 */
export function groupsWrittenBy(text: string, tracked = false): readonly ChangeGroup[] {
  const table = WRITTEN_TABLE.exec(text)?.[1];
  if (table === undefined) return ALL;
  if (tracked && TRACKED_BY_TRIGGERS.has(table)) return [];
  return groupsOfTable(table);
}

/** The groups a write of `table` moves (every group for a table not named above). */
export function groupsOfTable(table: string): readonly ChangeGroup[] {
  return GROUPS_OF_TABLE[table] ?? ALL;
}

interface Statement {
  readonly reader: boolean;
  readonly readonly: boolean;
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): unknown;
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
}

export class ChangeEpochs implements Epochs {
  private readonly epochs: Record<ChangeGroup, number> = { auth: 0, lists: 0, revisions: 0 };
  private readonly pending = new Set<ChangeGroup>();
  /** Whether the triggers name the changed lists (`trackListRows`). */
  private tracking = false;
  /** Transactions that changed lists, so far: the clock of `changedAt`. */
  private listCommits = 0;
  /** The value of `listCommits` when each list last changed (since the record last started afresh). */
  private readonly changedAt = new Map<string, number>();
  private readonly pendingLists = new Set<string>();

  /** `database`: the writer connection, whose statements `watch` wraps. */
  constructor(private readonly database: SqliteDatabase.Database) {}

  /** The serving lock (sqlite-lock.ts) keeps every other process out for this one's whole life. */
  get servesAlone(): boolean {
    return true;
  }

  /** The current epoch of a group: read it before reading a value from the database. */
  of(group: ChangeGroup): number {
    return this.epochs[group];
  }

  /** Read before reading a list's row: `listUnchangedSince` tells later whether that list changed since. */
  listMark(): number {
    this.settleUnwatched();
    return this.listCommits;
  }

  /** Whether no transaction that ended after `mark` was read changed the list (the `lists` epoch tells of writes not traced to a list). */
  listUnchangedSince(listId: string, mark: number): boolean {
    this.settleUnwatched();
    return (this.changedAt.get(listId) ?? 0) <= mark;
  }

  /**
   * Rows the triggers named in a statement `watch` did not see end (a write run on the writer
   * connection directly, outside a transaction): recorded now, never later than they are asked about.
   */
  private settleUnwatched(): void {
    if (this.pendingLists.size > 0 && !this.database.inTransaction) this.endTransaction();
  }

  /**
   * Installs the triggers that name each changed list row on the writer connection, once its
   * tables exist (after the migrations: the app does it when it is built); until then list writes
   * move the `lists` group. Outside a transaction only (a rollback would take the triggers with it).
   */
  trackListRows(): boolean {
    const database = this.database;
    if (this.tracking) return true;
    if (database.inTransaction) return false;
    const tables = database
      .prepare("select count(*) as n from sqlite_master where type = 'table' and name in ('product_list', 'product_list_share')")
      .get() as { n: number };
    if (tables.n !== 2) return false;
    database.function(LIST_CHANGED, { varargs: false, directOnly: true }, (id: unknown) => {
      if (typeof id === 'string') this.pendingLists.add(id);
      return null;
    });
    for (const trigger of TRIGGERS) database.exec(trigger);
    this.tracking = true;
    return true;
  }

  /**
   * The writer connection's statement, marking what it writes; once it ran outside a transaction
   * (or ended one), what was marked has changed. Transaction control (COMMIT, ROLLBACK, RELEASE)
   * counts as read-only in SQLite, and ends what was marked.
   */
  watch<S extends Statement>(statement: S, text: string): S {
    const untracked = statement.readonly ? [] : groupsWrittenBy(text);
    const tracked = statement.readonly ? [] : groupsWrittenBy(text, true);
    const changesSchema = !statement.readonly && SCHEMA_CHANGE.test(text);
    const after = () => {
      // A schema change may drop the triggers (a table rebuilt): list writes move the whole group from now on.
      if (changesSchema) this.tracking = false;
      for (const group of this.tracking ? tracked : untracked) this.pending.add(group);
      if ((this.pending.size > 0 || this.pendingLists.size > 0) && !this.database.inTransaction) this.endTransaction();
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

  /** The writer's transaction ended (committed or not): what it marked has changed. */
  private endTransaction(): void {
    for (const group of this.pending) this.epochs[group] += 1;
    this.pending.clear();
    if (this.pendingLists.size === 0) return;
    this.listCommits += 1;
    if (this.changedAt.size + this.pendingLists.size > MAX_CHANGED_LISTS) {
      // Starting afresh forgets when lists changed: every list row remembered before is dropped.
      this.changedAt.clear();
      this.epochs.lists += 1;
    }
    for (const id of this.pendingLists) this.changedAt.set(id, this.listCommits);
    this.pendingLists.clear();
  }
}
