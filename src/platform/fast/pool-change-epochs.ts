import { ALL_GROUPS, type ChangeGroup, type Epochs, groupsOfTable } from './change-epochs.js';

/**
 * What a PostgreSQL pool's writes changed, while this instance serves the database alone.
 *
 * On SQLite one process serves the file and every write passes its writer connection
 * (change-epochs.ts). On PostgreSQL that holds only while this instance holds the presence lock
 * alone (../db/pg-presence.ts): every process that writes holds it, shared, and one that finds no
 * other may take it alone. While it does (`serveAlone(true)`), every write of the database is a
 * statement of this pool's, and the memos (epoch-memo.ts) may keep what reads read: a statement
 * that writes a table marks the table's group (change-epochs.ts: the same groups, cascades
 * included) on its connection; when that connection's transaction ends (its COMMIT or ROLLBACK
 * answered, or the statement answered outside a transaction), each marked group's epoch moves on.
 *
 * While it does not (another instance, or a command, writes too), `of` answers a new number at
 * every call, so a memo keeps nothing: every read asks the database, as it always did. Each change
 * of state moves every epoch, so nothing kept before a time of not serving alone is used after it.
 *
 * List rows are not told apart by list here (SQLite's triggers call into the process; PostgreSQL's
 * cannot): a write of any list or share moves the whole `lists` group.
 */
export class PoolChangeEpochs implements Epochs {
  private readonly epochs: Record<ChangeGroup, number> = { auth: 0, lists: 0, revisions: 0 };
  private alone = false;
  /** Below zero, never an epoch: what `of` answers while this instance does not serve alone. */
  private unsure = 0;
  /** Groups written by each text, as classified once (a bounded set of texts: statements.ts). */
  private readonly written = new Map<string, Effect>();

  /** Whether reads may be kept now. */
  get servesAlone(): boolean {
    return this.alone;
  }

  /** This instance now serves alone, or no longer does: whatever was kept before is dropped. */
  serveAlone(alone: boolean): void {
    if (this.alone === alone) return;
    this.alone = alone;
    for (const group of ALL_GROUPS) this.epochs[group] += 1;
  }

  of(group: ChangeGroup): number {
    if (!this.alone) {
      this.unsure -= 1;
      return this.unsure;
    }
    return this.epochs[group];
  }

  listMark(): number {
    return 0;
  }

  listUnchangedSince(): boolean {
    return true;
  }

  trackListRows(): boolean {
    return false;
  }

  /** A new connection of the pool: its statements mark what they write, its transactions' ends move the epochs. */
  watch(client: { query: (...args: unknown[]) => unknown; on(event: 'end', listener: () => void): unknown }): void {
    const query = client.query.bind(client);
    const pending = new Set<ChangeGroup>();
    let inTransaction = false;
    const end = () => {
      inTransaction = false;
      for (const group of pending) this.epochs[group] += 1;
      pending.clear();
    };
    // A connection lost in a transaction: what it marked did not commit, but moving on costs nothing.
    client.on('end', end);
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
      const effect = typeof text === 'string' ? this.effectOf(text) : ALL_GROUPS;
      const result = query(...args);
      if (effect === 'begin') inTransaction = true;
      else if (effect !== 'end') for (const group of effect) pending.add(group);
      if (effect !== 'end' && (inTransaction || pending.size === 0)) return result;
      // Ended once the server answered (or failed): a value read before then was read before the change.
      if (!isPromise(result)) {
        end();
        return result;
      }
      return result.finally(end);
    };
  }

  private effectOf(text: string): Effect {
    let effect = this.written.get(text);
    if (effect === undefined) {
      effect = effectOfText(text);
      if (this.written.size >= MAX_TEXTS) this.written.clear();
      this.written.set(text, effect);
    }
    return effect;
  }
}

/** Starts a transaction, ends one, or writes these groups (none: reads, or controls nothing kept depends on). */
type Effect = 'begin' | 'end' | readonly ChangeGroup[];

const MAX_TEXTS = 5000;

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const END = /^\s*(?:commit|end|abort|rollback(?!\s+to\b))\b/i;
/** Statements that write nothing a memo keeps (a savepoint's rollback undoes only what was marked already). */
const NEUTRAL = /^\s*(?:savepoint|release|rollback\s+to|set|show|listen|unlisten|notify|lock|explain(?!\s+analy[sz]e))\b/i;
const DATA = /^\s*(?:select|with|insert|update|delete|values|table)\b/i;
/** Every table a data statement writes, CTEs included (`update x set`: not `for update of x`). */
const WRITES = /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)"?|\bupdate\s+"?(\w+)"?\s+set\b/gi;

/** Exported for its test. Anything not known to write nothing (DDL, TRUNCATE, COPY, DO, CALL) moves every group. */
export function effectOfText(text: string): Effect {
  if (BEGIN.test(text)) return 'begin';
  if (END.test(text)) return 'end';
  if (NEUTRAL.test(text)) return [];
  if (!DATA.test(text)) return ALL_GROUPS;
  const groups = new Set<ChangeGroup>();
  let writesSomething = false;
  for (const match of text.matchAll(WRITES)) {
    writesSomething = true;
    for (const group of groupsOfTable(match[1] ?? match[2] ?? '')) groups.add(group);
  }
  // An INSERT, UPDATE or DELETE whose table was not recognized: every group.
  if (!writesSomething && /^\s*(?:insert|update|delete)\b/i.test(text)) return ALL_GROUPS;
  return [...groups];
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { finally?: unknown } | undefined)?.finally === 'function';
}
