import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordAnswer, PasswordJob } from './password.worker.js';
import type { Config } from '../../kernel/config.js';

export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
  /** Hashes computed at once; by default one core fewer than the machine has (at least one). */
  concurrency?: number;
}

type Job = PasswordJob extends infer J ? (J extends PasswordJob ? Omit<J, 'id'> : never) : never;

interface HashThread {
  worker: Worker;
  /** The job it is computing, if any. */
  jobId: number | undefined;
}

/**
 * Argon2id hashing on threads of its own (password.worker.ts), `concurrency` of them, started on
 * first use:
 * - the event loop never hashes, and the hashing threads run at a lower CPU priority, so a flood
 *   of logins leaves the cores to requests first (reads keep their latency);
 * - at most `concurrency` hashes run at once, and always on the same threads, so memory stays
 *   bounded: a hash takes `memoryKib`, and the allocator keeps that block per thread. On libuv's
 *   shared pool of four threads the service held about 80 MiB more after a burst of hashes.
 * A verifier for unknown users spends the same time as for known ones (docs/contract.md §3).
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;
  private closed = false;
  /** For /metrics: hashes and verifications waiting, under way, and done (on its threads). */
  readonly stats: HashThreads['stats'];

  /** `threads`: shared ones (passwordHasherFor), which close leaves running; by default its own. */
  constructor(
    private readonly cost: PasswordHashCost,
    private readonly threads: HashThreads = new HashThreads(cost.concurrency ?? Math.max(1, availableParallelism() - 1)),
    private readonly ownsThreads = true,
  ) {
    this.stats = threads.stats;
  }

  hash(password: string): Promise<string> {
    return this.submit({ op: 'hash', password, memoryKib: this.cost.memoryKib, iterations: this.cost.iterations }) as Promise<string>;
  }

  /** Verifies `password` against `hash`, or, with no hash, spends the same time and answers false. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('not-a-real-password-only-spends-time');
      await this.submit({ op: 'verify', hash: await this.dummyHash, password });
      return false;
    }
    return (await this.submit({ op: 'verify', hash, password })) === true;
  }

  /** No more hashing through it; its own threads end (hashes still queued on them fail). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.ownsThreads) await this.threads.close();
  }

  private submit(job: Job): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher closed'));
    return this.threads.submit(job);
  }
}

/** The threads that hash, and the queue in front of them. */
class HashThreads {
  private readonly threads: HashThread[] = [];
  private readonly queue: { job: Job; resolve: (value: string | boolean) => void; reject: (error: Error) => void }[] = [];
  private readonly pending = new Map<number, { resolve: (value: string | boolean) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private closed = false;
  readonly stats = { queued: () => this.queue.length, running: () => this.pending.size, completed: 0 };

  constructor(private readonly size: number) {}

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('password hasher closed'));
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  submit(job: Job): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('password hasher closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((candidate) => candidate.jobId === undefined) ?? (this.threads.length < this.size ? this.startThread() : undefined);
      if (!thread) return;
      const { job, resolve, reject } = this.queue.shift()!;
      const id = this.nextId++;
      thread.jobId = id;
      thread.worker.ref(); // A hash under way keeps the process alive; an idle thread does not.
      this.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ ...job, id } satisfies PasswordJob);
    }
  }

  private startThread(): HashThread {
    const thread: HashThread = { worker: new Worker(new URL('./password.worker.js', import.meta.url)), jobId: undefined };
    const settle = (settleJob: (waiter: { resolve: (value: string | boolean) => void; reject: (error: Error) => void }) => void) => {
      const waiter = thread.jobId === undefined ? undefined : this.pending.get(thread.jobId);
      if (thread.jobId !== undefined) this.pending.delete(thread.jobId);
      thread.jobId = undefined;
      if (waiter) settleJob(waiter);
    };
    thread.worker.on('message', (answer: PasswordAnswer) => {
      this.stats.completed += 1;
      settle((waiter) => (answer.ok ? waiter.resolve(answer.value) : waiter.reject(new Error(`password hashing failed: ${answer.error}`))));
      thread.worker.unref();
      this.dispatch();
    });
    const lost = (error: Error) => {
      // The thread is gone: its job fails, and the next job starts a new thread.
      settle((waiter) => waiter.reject(error));
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      if (!this.closed) this.dispatch();
    };
    thread.worker.on('error', lost);
    thread.worker.on('exit', (code) => lost(new Error(`password hashing thread exited (${code})`)));
    thread.worker.unref();
    this.threads.push(thread);
    return thread;
  }
}

/**
 * Threads per size, one set per process: a process runs one service, but the tests build dozens
 * of apps in one process, and each starting its own thread cost about 0.1 s of CPU (a thread
 * boots a Node.js environment). Idle threads keep nothing alive (unref'd).
 */
const sharedThreads = new Map<number, HashThreads>();

/** The hasher at the configured cost: the service's, and the commands' that set passwords (threads shared within the process). */
export function passwordHasherFor(config: Config): PasswordHasher {
  const size = config.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, availableParallelism() - 1);
  let threads = sharedThreads.get(size);
  if (!threads) {
    threads = new HashThreads(size);
    sharedThreads.set(size, threads);
  }
  return new PasswordHasher({ memoryKib: config.PASSWORD_HASH_MEMORY_KIB, iterations: config.PASSWORD_HASH_ITERATIONS }, threads, false);
}
