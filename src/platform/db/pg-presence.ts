import type pgModule from 'pg';

/**
 * Who writes a PostgreSQL database (its schema): every process of the service holds the presence
 * lock while it may write, and one that holds it alone may answer reads from memory.
 *
 * The lock is a session-level advisory lock on a connection of its own (keyed by the schema, so
 * that schemas of one database are apart). Every process that writes holds it in shared mode;
 * a serving instance that finds no other holder takes it exclusively, and from then on (after a
 * short wait for transactions of processes gone before it) knows that every write of the schema is
 * its own: `onAlone(true)`. A process arriving then (another instance, `store-api password reset`)
 * asks for the shared lock and, while it waits, sends a notification on the schema's channel; the
 * one alone stops answering from memory first (`onAlone(false)`), then takes the shared lock and
 * lets the exclusive one go, so the newcomer's first write comes after. A serving instance tries
 * to be alone again every `retryMs` while others come and go.
 *
 * Until the lock is held, `ready()` waits (the pool asks before every connection, so nothing is
 * read or written without it). Losing the lock's connection (the server restarted, the session
 * killed, no answer to the heartbeat) ends serving alone at once and waits again: another
 * process may be alone by the time this one is back, and must hear of it before any write.
 * PostgreSQL ends the lock with its session, so a process that dies leaves none behind; a server
 * that stops hearing from this process keeps the lock until its TCP keepalive gives up (minutes),
 * while this process stops answering from memory after `HEARTBEAT_TIMEOUT_MS` without an answer.
 *
 * Databases without advisory locks: the lock is not taken, nobody is alone, every read asks the
 * database as before. Nobody is alone either where the lock functions may not lock (a server that
 * is not PostgreSQL itself by its `version()`, CockroachDB or YugabyteDB, or a lock `pg_locks`
 * does not show held).
 */
export interface PresenceOptions {
  pg: typeof pgModule;
  connectionString: string;
  /** `-c search_path=…`, as the pool's. */
  options?: string;
  /** Whether this process serves (may answer from memory when alone), or only writes (a command). */
  serving: boolean;
  onAlone(alone: boolean): void;
  /** How long an instance that took the lock alone waits for other processes' transactions before it answers from memory. */
  settleMs?: number;
  /** How often an instance not alone tries to be. */
  retryMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const CLASS_KEY = 0x5354_4f52; // 'STOR'
const HEARTBEAT_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 10_000;
const JOIN_POLL_MS = 25;
/** How long a statement waits for the lock before it is answered as the database being out of reach. */
const READY_TIMEOUT_MS = 5000;

export class PgPresence {
  private client: pgModule.Client | undefined;
  private key = 0;
  private channel = '';
  private readonly id = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  private held: 'none' | 'shared' | 'exclusive' = 'none';
  private alone = false;
  private closed = false;
  private supported = true;
  /** Whether this database's advisory locks may be trusted to keep others out (PostgreSQL's own). */
  private aloneAllowed = true;
  private waiters: ((error?: unknown) => void)[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private lastAnswer = Date.now();
  /** Statements on the lock's connection, one at a time (pg queues them; this keeps our steps in order). */
  private chain: Promise<unknown> = Promise.resolve();
  private attempt = 0;

  constructor(private readonly options: PresenceOptions) {}

  /** Held (or not supported): a connection may be used. */
  get isReady(): boolean {
    return this.held !== 'none' || !this.supported;
  }

  start(): void {
    this.connect();
  }

  /**
   * Resolves once the lock is held; rejects with the error of the lock's connection when it cannot
   * connect (the server down, no such database: what the pool itself would have answered), or as an
   * unreachable database after READY_TIMEOUT_MS.
   */
  ready(): Promise<void> {
    if (this.isReady) return Promise.resolve();
    if (this.closed) return Promise.reject(unreachable('the database handle is closed'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== done);
        reject(unreachable('the presence lock was not held in time'));
      }, READY_TIMEOUT_MS);
      const done = (error?: unknown) => {
        clearTimeout(timer);
        if (error === undefined) resolve();
        else reject(error);
      };
      this.waiters.push(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.leaveAlone();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const client = this.client;
    this.client = undefined;
    this.held = 'none';
    await client?.end().catch(() => undefined);
  }

  private connect(): void {
    if (this.closed) return;
    const attempt = ++this.attempt;
    const client = new this.options.pg.Client({ connectionString: this.options.connectionString, options: this.options.options });
    client.on('error', (error) => this.options.log?.('presence: connection failed', error));
    client.on('end', () => this.lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.id) this.heardNewcomer();
    });
    this.client = client;
    this.lastAnswer = Date.now();
    client
      .connect()
      .then(async () => {
        const { rows } = await client.query<{ schema: string | null; version: string }>('select current_schema() as schema, version() as version');
        // Alone only on PostgreSQL itself: compatible databases may accept the lock functions without locking.
        if (!/^PostgreSQL /.test(rows[0]?.version ?? '') || /-YB-/.test(rows[0]?.version ?? '')) this.aloneAllowed = false;
        this.key = keyOf(rows[0]?.schema ?? 'public');
        this.channel = `store_api_presence_${this.key >>> 0}`;
        await client.query(`listen ${this.channel}`);
        await this.join(client, attempt);
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === '42883' || (error as { code?: string }).code === '0A000') {
          // No advisory locks here: nobody is alone, every read asks the database.
          this.supported = false;
          this.wake();
          void client.end().catch(() => undefined);
          return;
        }
        void client.end().catch(() => undefined);
        if (!this.isReady) this.wake(error);
        this.lost(client);
      });
  }

  /** Shared first (asking one alone to step aside until it does), then alone if this serves and nobody else holds it. */
  private async join(client: pgModule.Client, attempt: number): Promise<void> {
    for (;;) {
      if (this.closed || attempt !== this.attempt) return;
      const { rows } = await this.run(client, 'select pg_try_advisory_lock_shared($1, $2) as got', [CLASS_KEY, this.key]);
      if (rows[0]?.got) break;
      await this.run(client, 'select pg_notify($1, $2)', [this.channel, this.id]);
      await sleep(JOIN_POLL_MS);
    }
    this.held = 'shared';
    this.wake();
    this.heartbeat(client, attempt);
    if (this.options.serving && this.aloneAllowed) await this.tryAlone(client, attempt);
  }

  private async tryAlone(client: pgModule.Client, attempt: number): Promise<void> {
    if (this.closed || attempt !== this.attempt || this.held !== 'shared') return;
    const { rows } = await this.run(client, 'select pg_try_advisory_lock($1, $2) as got', [CLASS_KEY, this.key]);
    if (!rows[0]?.got) {
      this.tryAloneLater(client, attempt);
      return;
    }
    await this.run(client, 'select pg_advisory_unlock_shared($1, $2)', [CLASS_KEY, this.key]);
    this.held = 'exclusive';
    // The server shows the lock held exclusively by this session, or this database is not trusted to lock.
    const shown = await this.run(
      client,
      "select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid() and mode = 'ExclusiveLock' and granted",
      [],
    );
    if (shown.rows[0]?.n !== 1) {
      this.aloneAllowed = false;
      this.options.log?.('presence: the advisory lock is not shown held; never answering from memory here');
      await this.holdShared(client);
      return;
    }
    // Writing transactions of this database that began before, by processes gone before (their
    // sessions may still be finishing), end first; then the settle time has passed for statements
    // such a session had yet to read. Until both, this instance answers as it did.
    const acquired = await this.run(client, 'select clock_timestamp()::text as at', []);
    const at = acquired.rows[0]?.at as string;
    this.later(async () => {
      for (;;) {
        if (this.held !== 'exclusive' || attempt !== this.attempt || this.closed) return;
        const { rows: settled } = await this.run(
          client,
          'select not exists (select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null and xact_start <= $1::timestamptz) as done',
          [at],
        );
        if (settled[0]?.done) break;
        await sleep(100);
      }
      // A newcomer heard while the last check ran has the lock shared by now.
      if (this.held !== 'exclusive' || attempt !== this.attempt || this.closed) return;
      this.alone = true;
      this.options.onAlone(true);
    }, this.options.settleMs ?? 2000);
  }

  /** Another process asks for the lock: stop answering from memory, then hold it shared and let the exclusive one go. */
  private heardNewcomer(): void {
    if (this.held !== 'exclusive') return;
    this.leaveAlone();
    const client = this.client;
    const attempt = this.attempt;
    if (!client) return;
    this.holdShared(client)
      .then(() => this.tryAloneLater(client, attempt))
      .catch((error: unknown) => this.options.log?.('presence: stepping aside failed', error));
  }

  /** From exclusive to shared without a moment of holding neither (a session's own locks never conflict). */
  private async holdShared(client: pgModule.Client): Promise<void> {
    this.held = 'shared';
    await this.run(client, 'select pg_advisory_lock_shared($1, $2)', [CLASS_KEY, this.key]);
    await this.run(client, 'select pg_advisory_unlock($1, $2)', [CLASS_KEY, this.key]);
  }

  /** Another try at being alone after about `retryMs` (jittered, so instances do not try in step). */
  private tryAloneLater(client: pgModule.Client, attempt: number): void {
    if (!this.options.serving || !this.aloneAllowed) return;
    this.later(() => this.tryAlone(client, attempt), (this.options.retryMs ?? 5000) * (0.75 + Math.random() / 2));
  }

  private heartbeat(client: pgModule.Client, attempt: number): void {
    this.later(async () => {
      if (this.closed || attempt !== this.attempt) return;
      if (Date.now() - this.lastAnswer > HEARTBEAT_TIMEOUT_MS) {
        // No answer: the lock may be gone with the session. Start again on a new connection.
        this.options.log?.('presence: no answer from the server; joining again');
        void client.end().catch(() => undefined);
        this.lost(client);
        return;
      }
      void this.run(client, 'select 1', []).catch(() => undefined);
      this.heartbeat(client, attempt);
    }, HEARTBEAT_MS);
  }

  private lost(client: pgModule.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.leaveAlone();
    this.held = 'none';
    this.attempt += 1;
    if (!this.closed) this.later(() => this.connect(), 250);
  }

  private leaveAlone(): void {
    if (!this.alone) return;
    this.alone = false;
    this.options.onAlone(false);
  }

  private run(client: pgModule.Client, text: string, values: unknown[]): Promise<pgModule.QueryResult> {
    const result = this.chain.then(() => client.query(text, values));
    this.chain = result.then(
      () => {
        this.lastAnswer = Date.now();
      },
      () => undefined,
    );
    return result;
  }

  private later(work: () => unknown, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      Promise.resolve()
        .then(work)
        .catch((error: unknown) => this.options.log?.('presence: step failed', error));
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Lets the waiting statements go (or fail with `error`). */
  private wake(error?: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter(error);
  }
}

/** A 32-bit key of the schema's name (FNV-1a). */
function keyOf(schema: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < schema.length; index += 1) {
    hash ^= schema.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

function unreachable(message: string): Error {
  // Class 08 (connection exception): answered 503 like any unreachable database (dialect.ts).
  return Object.assign(new Error(`PostgreSQL: ${message}`), { code: '08006' });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
