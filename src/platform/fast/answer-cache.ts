import { statementsOf } from '../db/statements.js';
import type { ServiceContext } from '../context.js';

/**
 * Serialized answers by key and version, within a byte budget. A key's version moves with every
 * change of what the answer shows, and the caller reads that version from the database before it
 * asks, so a stale answer is never served, on one instance or many: the cache only saves building
 * and serializing the same answer again.
 *
 * Answers are kept as bytes, outside V8's heap: kept as text they were most of what survives a
 * collection under load (9 of 41 MB in the working day), and V8 lets the old generation grow to
 * twice that; as bytes they cost their size once, and a hit is sent without encoding it again.
 *
 * An answer is kept only when its key was asked for before (a small "seen" set lets it in on the
 * second request). Reads spread over more keys than fit would otherwise turn every request into an
 * insert and an eviction: old-generation garbage that grew the process by about 170 MiB in the
 * benchmark, for no hits at all. Eviction is first in, first out.
 */
export class AnswerCache {
  private readonly answers = new Map<string, { version: number; body: Buffer; until: number }>();
  private readonly seen = new Set<string>();
  private bytes = 0;
  /** For /metrics. */
  readonly stats = { hits: 0, misses: 0 };

  /**
   * @param maxBytes budget for the answers' bytes; 0 turns the cache off.
   * @param maxSeen keys remembered as asked for once; the set is cleared when it is full.
   */
  constructor(
    private readonly maxBytes: number,
    private readonly maxSeen = 10_000,
  ) {}

  /** The answer kept under `key` for this version, while its time holds (`until` of offer). */
  get(key: string, version: number): Buffer | undefined {
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
   * the moment it stops being true whatever the version says (a list of it expires then). Answers
   * the bytes it kept, if it kept the answer: send those (the text is then encoded once, not twice).
   */
  offer(key: string, version: number, body: string, until = Number.POSITIVE_INFINITY): Buffer | undefined {
    // Larger than an eighth of the budget (told by its characters, before any encoding): not kept.
    if (this.maxBytes === 0 || body.length > this.maxBytes / 8 || until <= Date.now()) return undefined;
    const previous = this.answers.get(key);
    if (!previous && !this.seen.has(key)) {
      if (this.seen.size >= this.maxSeen) this.seen.clear();
      this.seen.add(key);
      return undefined;
    }
    const bytes = bytesOf(body);
    if (previous) {
      // A newer version of an answer already kept: replace it in place.
      this.bytes += bytes.length - previous.body.length;
      previous.version = version;
      previous.body = bytes;
      previous.until = until;
    } else {
      this.seen.delete(key);
      this.answers.set(key, { version, body: bytes, until });
      this.bytes += bytes.length;
    }
    for (const [oldest, entry] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.bytes -= entry.body.length;
    }
    return bytes;
  }

  /** Answers kept and their size, for tests and diagnostics. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.answers.size, bytes: this.bytes };
  }
}

/**
 * An answer's UTF-8 bytes in a buffer of their own: Buffer.from would cut small ones from a shared
 * 8 kB slab, which a kept answer would hold whole.
 */
function bytesOf(body: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body, 'utf8'));
  bytes.write(body, 'utf8');
  return bytes;
}

/** The one cache of an app (its database, kept with its statements), within ANSWER_CACHE_MIB; keys of each kind of answer have their own prefix or shape. */
export function answerCacheOf(context: Pick<ServiceContext, 'db' | 'config'>): AnswerCache {
  return statementsOf(context.db).kept(AnswerCache, () => new AnswerCache(context.config.ANSWER_CACHE_MIB * 1048576));
}
