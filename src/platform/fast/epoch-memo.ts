import type { ChangeGroup, Epochs } from './change-epochs.js';

/** A kept value, and the list it is a row of (checked by the list's own changes, change-epochs.ts). */
interface Entry<Value> {
  value: Value;
  list: { id: string; mark: number } | undefined;
}

/**
 * Values read from the database, kept while their change group stands at the epoch it stood at
 * before they were read (change-epochs.ts): exact, not merely recent. Reading the epoch *before*
 * the query matters: a write that commits while the query runs moves the epoch, and the value is
 * then never kept. Once the epoch moves, every value kept is stale, so all are dropped at once (the
 * memory goes back at the next write, not when a key happens to be asked for again). A value that
 * is a list's row (`set` with the list) is also dropped once that list changed, and only it.
 * Bounded: full, it starts afresh.
 */
export class EpochMemo<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  /** The epoch every kept value was read at. */
  private epochOfEntries = -1;
  /** For /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly epochs: Epochs,
    private readonly group: ChangeGroup,
    private readonly maxEntries: number,
  ) {}

  /** Read this before the query whose result you will `set`. */
  epoch(): number {
    return this.epochs.of(this.group);
  }

  /** Read this too before the query, when the value is a list's row. */
  listMark(): number {
    return this.epochs.listMark();
  }

  get(key: string): Value | undefined {
    this.dropStale();
    const entry = this.entries.get(key);
    if (entry === undefined || (entry.list !== undefined && !this.epochs.listUnchangedSince(entry.list.id, entry.list.mark))) {
      if (entry !== undefined) this.entries.delete(key);
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    return entry.value;
  }

  /** Keeps `value` read after `epochBeforeRead` (and, for a list's row, after the list's `mark`) was read. */
  set(key: string, value: Value, epochBeforeRead: number, list?: { id: string; mark: number }): void {
    this.dropStale();
    if (epochBeforeRead !== this.epochOfEntries) return;
    if (list !== undefined && !this.epochs.listUnchangedSince(list.id, list.mark)) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, list });
  }

  private dropStale(): void {
    const current = this.epochs.of(this.group);
    if (current === this.epochOfEntries) return;
    this.entries.clear();
    this.epochOfEntries = current;
  }
}
