import type { ChangeEpochs, ChangeGroup } from './change-epochs.js';

/**
 * Values read from the database, kept while their change group stands at the epoch it stood at
 * before they were read (change-epochs.ts): exact, not merely recent. Reading the epoch *before*
 * the query matters: a write that commits while the query runs moves the epoch, and the value is
 * then never kept. Once the epoch moves, every value kept is stale, so all are dropped at once (the
 * memory goes back at the next write, not when a key happens to be asked for again). Bounded: full,
 * it starts afresh.
 */
export class EpochMemo<Value> {
  private readonly entries = new Map<string, Value>();
  /** The epoch every kept value was read at. */
  private epochOfEntries = -1;
  /** For /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly epochs: ChangeEpochs, private readonly group: ChangeGroup, private readonly maxEntries: number) {}

  /** Read this before the query whose result you will `set`. */
  epoch(): number {
    return this.epochs.of(this.group);
  }

  get(key: string): Value | undefined {
    this.dropStale();
    const value = this.entries.get(key);
    if (value === undefined) this.stats.misses += 1;
    else this.stats.hits += 1;
    return value;
  }

  set(key: string, value: Value, epochBeforeRead: number): void {
    this.dropStale();
    if (epochBeforeRead !== this.epochOfEntries) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
  }

  private dropStale(): void {
    const current = this.epochs.of(this.group);
    if (current === this.epochOfEntries) return;
    this.entries.clear();
    this.epochOfEntries = current;
  }
}
