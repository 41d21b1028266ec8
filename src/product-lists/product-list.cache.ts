/**
 * Answers of the detail read, serialized, by list id and version. A list's version moves with
 * every change of the list or its line items, and every read checks the version in the database
 * first, so a stale answer is never served, on one instance or many: the cache only saves reading
 * and serializing the line items again when nothing changed.
 */
export class DetailAnswerCache {
  private readonly answers = new Map<string, { version: number; body: string }>();

  constructor(private readonly maxEntries = 5000) {}

  get(id: string, version: number): string | undefined {
    const entry = this.answers.get(id);
    return entry && entry.version === version ? entry.body : undefined;
  }

  set(id: string, version: number, body: string): void {
    this.answers.delete(id);
    if (this.answers.size >= this.maxEntries) {
      // Oldest first: a Map iterates in insertion order, and a hit re-inserts nothing, so this is FIFO.
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(id, { version, body });
  }
}
