import type { ChangeEpochs, ChangeGroup } from './change-epochs.js';

/**
 * Values read from the database, kept while their change group stands at the epoch it stood at
 * before they were read (change-epochs.ts): exact, not merely recent. Reading the epoch *before*
 * the query matters: a write that commits while the query runs moves the epoch, and the value is
 * then never served. Bounded: full, it starts afresh.
 */
export class EpochMemo<Value> {
  private readonly entries = new Map<string, { epoch: number; value: Value }>();
  /** For /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly epochs: ChangeEpochs, private readonly group: ChangeGroup, private readonly maxEntries: number) {}

  /** Read this before the query whose result you will `set`. */
  epoch(): number {
    return this.epochs.of(this.group);
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.epoch === this.epochs.of(this.group)) {
      this.stats.hits += 1;
      return entry.value;
    }
    this.stats.misses += 1;
    if (entry !== undefined) this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: Value, epochBeforeRead: number): void {
    if (epochBeforeRead !== this.epochs.of(this.group)) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { epoch: epochBeforeRead, value });
  }
}
