import SqliteDatabase from 'better-sqlite3';

export class DatabaseInUseError extends Error {}

/**
 * One process serves a SQLite file: it answers sessions and list versions from memory
 * (change-epochs.ts), which is exact only while no other process writes. The lock is an exclusive
 * SQLite lock on a file beside the database (`<file>-lock`), taken at start and held until close;
 * the operating system drops it when the process ends, however it ends, so a crash leaves no stale
 * lock behind. Several instances are what PostgreSQL is for (README, "Run a cluster"; docs/operations.md).
 */
export function holdServingLock(path: string): { release(): void } {
  const lockPath = `${path}-lock`;
  const lock = new SqliteDatabase(lockPath, { timeout: 0 });
  try {
    lock.pragma('locking_mode = exclusive');
    lock.exec('create table if not exists serving (pid integer)');
    // An open write transaction: its exclusive lock stays until the connection closes.
    lock.exec('begin exclusive');
    lock.prepare('insert into serving (pid) values (?)').run(process.pid);
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DatabaseInUseError(
        `${path} is served by another process already (its lock: ${lockPath}). A SQLite file is served by one process; run several instances on PostgreSQL.`,
      );
    }
    throw error;
  }
  return { release: () => lock.close() };
}
