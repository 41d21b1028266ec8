/**
 * The thread that checkpoints the SQLite WAL (see sqlite-wal.ts): its own connection, a PASSIVE
 * checkpoint on each request (it never waits for readers or the writer), the answer posted back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

export type CheckpointAnswer = { ok: true; walFrames: number; checkpointed: number } | { ok: false; error: string };

if (parentPort) {
  const port = parentPort;
  const database = new SqliteDatabase((workerData as { path: string }).path);
  database.pragma('busy_timeout = 5000');
  // The checkpoint syncs the WAL before copying it and the database file after.
  database.pragma('synchronous = FULL');
  port.on('message', (message: 'checkpoint' | 'close') => {
    if (message === 'close') {
      database.close();
      port.close();
      return;
    }
    try {
      const [result] = database.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
      port.postMessage({ ok: true, walFrames: result?.log ?? 0, checkpointed: result?.checkpointed ?? 0 } satisfies CheckpointAnswer);
    } catch (error) {
      port.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) } satisfies CheckpointAnswer);
    }
  });
}
