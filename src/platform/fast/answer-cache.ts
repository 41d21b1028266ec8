import { statementsOf } from '../db/statements.js';
import type { ServiceContext } from '../context.js';

/**
 * Serialized answers by key and version, within a byte budget. A key's version moves with every
 * change of what the answer shows, and the caller reads that version from the database before it
 * asks, so a stale answer is never served, on one instance or many: the cache only saves building
 * and serializing the same answer again.
 *
 * An answer is kept only when its key was asked for before (a small "seen" set lets it in on the
 * second request). Reads spread over more keys than fit would otherwise turn every request into an
 * insert and an eviction: old-generation garbage that grew the process by about 170 MiB in the
 * benchmark, for no hits at all. Eviction is first in, first out.
 */
export class AnswerCache {
  private readonly answers = new Map<string, { version: number; body: string; until: number }>();
  private readonly seen = new Set<string>();
  private bytes = 0;
  /** For /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  /**
   * @param maxBytes budget for the answers (string length, which is bytes for the ASCII JSON we
   * write and under-counts by at most a factor of two otherwise); 0 turns the cache off.
   * @param maxSeen keys remembered as asked for once; the set is cleared when it is full.
   */
  constructor(
    private readonly maxBytes: number,
    private readonly maxSeen = 10_000,
  ) {}

  /** The answer kept under `key` for this version, while its time holds (`until` of offer). */
  get(key: string, version: number): string | undefined {
    const entry = this.answers.get(key);
    if (entry && entry.version === version && (entry.until === Number.POSITIVE_INFINITY || Date.now() < entry.until)) {
      this.stats.hits += 1;
      return entry.body;
    }
    this.stats.misses += 1;
    return undefined;
  }

  /** The version of the answer kept under `key`, if any: a read can then skip building it again. */
  versionOf(key: string): number | undefined {
    return this.answers.get(key)?.version;
  }

  /**
   * Offers an answer just built; it is kept on its key's second request, if it fits. `until` (ms):
   * the moment it stops being true whatever the version says (a list of it expires then).
   */
  offer(key: string, version: number, body: string, until = Number.POSITIVE_INFINITY): void {
    if (this.maxBytes === 0 || body.length > this.maxBytes / 8 || until <= Date.now()) return;
    const previous = this.answers.get(key);
    if (previous) {
      // A newer version of an answer already kept: replace it in place.
      this.bytes += body.length - previous.body.length;
      previous.version = version;
      previous.body = body;
      previous.until = until;
    } else if (this.seen.has(key)) {
      this.seen.delete(key);
      this.answers.set(key, { version, body, until });
      this.bytes += body.length;
    } else {
      if (this.seen.size >= this.maxSeen) this.seen.clear();
      this.seen.add(key);
      return;
    }
    for (const [oldest, entry] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= entry.body.length;
    }
  }

  /** Answers kept and their size, for tests and diagnostics. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.answers.size, bytes: this.bytes };
  }
}

/** The one cache of an app (its database, kept with its statements), within ANSWER_CACHE_MIB; keys of each kind of answer have their own prefix or shape. */
export function answerCacheOf(context: Pick<ServiceContext, 'db' | 'config'>): AnswerCache {
  return statementsOf(context.db).kept(AnswerCache, () => new AnswerCache(context.config.ANSWER_CACHE_MIB * 1048576));
}
