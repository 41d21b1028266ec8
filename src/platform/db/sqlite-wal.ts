/**
 * Durable commits on SQLite without a disk sync on the event loop (docs/contract.md §6).
 *
 * With `synchronous = FULL`, SQLite syncs the WAL inside every COMMIT, and better-sqlite3 runs
 * COMMIT on the calling thread: each sync (about 3 ms on this project's VM) stopped every request.
 * Instead the writer connection commits with `synchronous = NORMAL` (the WAL is written, not yet
 * synced) and the group-commit writer answers its callers only after `sync()`: an fdatasync of the
 * WAL file on libuv's thread pool, shared by every commit made before it started. An answered write
 * is as durable as with FULL; other readers may see a commit up to one sync earlier than its writer
 * hears of it.
 *
 * Checkpoints (copying the WAL back into the database file, with two syncs) run on a thread of their
 * own with its own connection (`checkpoint.worker.ts`), never inside a COMMIT on the event loop.
 */
import { statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { CheckpointAnswer } from './checkpoint.worker.js';

export interface SqliteWalOptions {
  /** The database file; its WAL is `<path>-wal`. */
  path: string;
  /** Called when the checkpoint thread fails; the writer then checkpoints itself again. */
  onCheckpointThreadLost?: (error: Error) => void;
}

/** While writes go on, a checkpoint starts at most this often. */
const CHECKPOINT_INTERVAL_MS = 100;

/**
 * The WAL file, kept open: a sync is then one trip to the thread pool (fdatasync), not three (open,
 * fdatasync, close). Each trip ends with a callback on the event loop, which under load waits behind
 * the requests and batches of that turn (about 10 ms each on the benchmark's VM): opened by name at
 * every sync, a commit waited 30 ms for its sync, one kept open 20.
 *
 * SQLite deletes or recreates the WAL file only when the last connection closes, never while this
 * process's writer holds the database open; the file's identity is still checked at every sync
 * (a stat, microseconds) and the file opened anew if it changed.
 */
class WalFile {
  private handle: FileHandle | undefined;
  private inode = -1;

  constructor(private readonly path: string) {}

  async datasync(): Promise<void> {
    const current = this.currentInode();
    // No WAL file: nothing was written since the last connection closed, so nothing to sync.
    if (current === undefined) return;
    if (!this.handle || current !== this.inode) {
      await this.close();
      this.handle = await open(this.path, 'r+');
      this.inode = (await this.handle.stat()).ino;
    }
    await this.handle.datasync();
  }

  private currentInode(): number | undefined {
    try {
      return statSync(this.path).ino;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }
}

export class SqliteWal {
  private readonly wal: WalFile;
  private syncing: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private worker: Worker | undefined;
  private checkpointRunning = false;
  private lastCheckpointAt = 0;
  private closed = false;
  /** For the tests: syncs and checkpoints done, and what the last checkpoint found and copied (frames). */
  readonly stats = { syncs: 0, checkpoints: 0, lastCheckpoint: { walFrames: 0, checkpointed: 0 } };

  constructor(private readonly options: SqliteWalOptions) {
    this.wal = new WalFile(`${options.path}-wal`);
  }

  /**
   * Resolves once every commit made before the call is on disk. One sync runs at a time; callers
   * arriving meanwhile share the next one (a sync that started before their commit would not do).
   */
  sync(): Promise<void> {
    if (!this.syncing) {
      const run = this.wal.datasync().then(() => {
        this.stats.syncs += 1;
      });
      this.syncing = run.finally(() => {
        this.syncing = undefined;
      });
      return this.syncing;
    }
    this.queued ??= this.syncing
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.sync();
      });
    return this.queued;
  }

  /** After a commit: starts a checkpoint on the checkpoint thread when one is due and none runs. */
  afterCommit(): void {
    if (this.closed || this.checkpointRunning) return;
    const now = Date.now();
    if (now - this.lastCheckpointAt < CHECKPOINT_INTERVAL_MS) return;
    this.lastCheckpointAt = now;
    this.checkpointRunning = true;
    const worker = this.checkpointThread();
    worker.ref();
    worker.postMessage('checkpoint');
  }

  private checkpointThread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./checkpoint.worker.js', import.meta.url), { workerData: { path: this.options.path } });
    worker.on('message', (answer: CheckpointAnswer) => {
      this.checkpointRunning = false;
      worker.unref();
      if (answer.ok) {
        this.stats.checkpoints += 1;
        this.stats.lastCheckpoint = { walFrames: answer.walFrames, checkpointed: answer.checkpointed };
      } else this.lose(new Error(`checkpoint failed: ${answer.error}`));
    });
    worker.on('error', (error) => this.lose(error));
    this.worker = worker;
    return worker;
  }

  private lose(error: Error): void {
    this.checkpointRunning = false;
    if (this.closed) return;
    this.closed = true;
    void this.worker?.terminate();
    this.worker = undefined;
    this.options.onCheckpointThreadLost?.(error);
  }

  /** Stops the checkpoint thread (after its checkpoint, if one runs) and waits for the last sync. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queued?.catch(() => {});
    await this.syncing?.catch(() => {});
    await this.wal.close().catch(() => {});
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    // The thread finishes a checkpoint under way, closes its connection and ends; a stuck one is stopped.
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.ref();
    worker.postMessage('close');
    const stuck = setTimeout(() => void worker.terminate(), 5_000);
    await exited;
    clearTimeout(stuck);
  }
}
