import { sql } from 'kysely';
import { isPostgres, onConflictUpdate } from '../db/dialect.js';
import type { Trx } from '../db/tables.js';
import { now } from '../../kernel/time.js';
import { newId } from '../../kernel/ids.js';
import { statementsOf } from '../db/statements.js';
import { RowParameters } from '../db/row-parameters.js';
import { isGuestOrganization } from '../../kernel/guest-organization.js';

/**
 * The transactional outbox (docs/contract.md §9): every write records its event with
 * `recordEvents`, inside its own transaction, so a committed change has exactly one event and a
 * rolled-back one none. The same rows are the audit log (audit.service.ts), the webhooks' source
 * (features/webhooks/webhook.dispatcher.ts) and the broker's (amqp-relay.ts).
 *
 * Gapless and in commit order: the statement moving `event_stream.last_sequence` locks the
 * organization's row until the commit (PostgreSQL; SQLite has one writer anyway), so a second
 * writer of the same organization takes the next number only once the first has committed or
 * rolled back. It runs last in each write, so the row is held for as short a time as possible.
 */

export {
  actorOf,
  changesOf,
  CLI_ACTOR,
  organizationEntry,
  SYSTEM_ACTOR,
  type Actor,
  type ActorType,
  type Changes,
  type FieldChange,
  type PendingEvent,
  type ResourceType,
} from '../../kernel/changes.js';
import type { Actor, PendingEvent } from '../../kernel/changes.js';

let recorded = 0;
/** Events this process has written so far (committed or not): a commit after it moved brings work for the dispatcher. */
export function eventsRecorded(): number {
  return recorded;
}

/**
 * Writes the events of one change, in the caller's transaction: the organization's sequence moves
 * by their number, and each gets the next one. Inside a write batch (write.ts) they are kept and
 * written when the batch ends (DeferredEvents), so the organization's sequence, whose row lock
 * lasts until the commit, is taken once per batch and only just before its commit.
 */
export async function recordEvents(trx: Trx, organizationId: string, actor: Actor, events: readonly PendingEvent[]): Promise<void> {
  // Guests have no history and no events: nobody could read them (guest-organization.ts).
  if (events.length === 0 || isGuestOrganization(organizationId)) return;
  recorded += events.length;
  const at = now();
  const rows = events.map((event) => rowOf(organizationId, actor, event, at));
  const deferred = deferredIn.get(trx);
  if (deferred) deferred.add(rows);
  else await writeEventRows(trx, organizationId, rows);
}

type EventRowWithoutSequence = ReturnType<typeof rowOf>;

/** The events of a write batch, in the order they were recorded, written at its end (`flush`). */
export class DeferredEvents {
  private readonly rows: EventRowWithoutSequence[] = [];

  /** How many are kept: a unit of work that fails is undone back to its mark (`truncate`). */
  get mark(): number {
    return this.rows.length;
  }

  add(rows: readonly EventRowWithoutSequence[]): void {
    this.rows.push(...rows);
  }

  truncate(mark: number): void {
    this.rows.length = mark;
  }

  /**
   * Writes them, organization by organization, each in the order recorded. The organizations go in
   * the order of their ids, the same in every batch: each locks its organization's sequence until
   * the commit, and two batches writing two organizations in opposite orders deadlocked (the
   * working day's two organizations on PostgreSQL: a one-second stall each time).
   */
  async flush(trx: Trx): Promise<void> {
    const byOrganization = new Map<string, EventRowWithoutSequence[]>();
    for (const row of this.rows) {
      const rows = byOrganization.get(row.organization_id);
      if (rows) rows.push(row);
      else byOrganization.set(row.organization_id, [row]);
    }
    this.rows.length = 0;
    const organizations = [...byOrganization.keys()].sort();
    for (const organizationId of organizations) await writeEventRows(trx, organizationId, byOrganization.get(organizationId)!);
  }
}

const deferredIn = new WeakMap<Trx, DeferredEvents>();

/** From now on, events recorded in `trx` wait for `flush` (write.ts calls it before the commit). */
export function deferEventsOf(trx: Trx): DeferredEvents {
  const deferred = new DeferredEvents();
  deferredIn.set(trx, deferred);
  return deferred;
}

async function writeEventRows(trx: Trx, organizationId: string, events: readonly EventRowWithoutSequence[]): Promise<void> {
  const count = events.length;
  if (isPostgres(trx)) return writeInOneStatement(trx, organizationId, events);
  const statements = statementsOf(trx);
  const move = statements.prepared<{ organizationId: string; count: number }, { last_sequence: number }>('outbox.moveSequence', (parameter) =>
    onConflictUpdate(
      trx,
      trx.insertInto('event_stream').values({ organization_id: parameter('organizationId'), last_sequence: parameter<number>('count'), published_sequence: 0 }),
      ['organization_id'],
      () => ({ last_sequence: sql`event_stream.last_sequence + ${parameter<number>('count')}` }),
    ).returning('last_sequence'),
  );
  const moved = await move.executeTakeFirst(trx, { organizationId, count });
  const first = Number(moved!.last_sequence) - count + 1;
  if (count <= EVENT_ROWS.rowsAtMost) {
    const insert = statements.prepared<Record<string, unknown>, never>(EVENT_INSERTS[count]!, (parameter) =>
      trx.insertInto('event').values(EVENT_ROWS.rows(parameter, count) as never),
    );
    await insert.execute(
      trx,
      EVENT_ROWS.fill(events, 0, count, (row, column, index) => (column === 'sequence' ? first + index : row[column])),
    );
    return;
  }
  const rows = events.map((row, index) => ({ ...row, sequence: first + index }));
  // SQLite takes at most 32,766 parameters in one statement: 13 columns, 1,000 rows at a time.
  for (let start = 0; start < rows.length; start += 1000)
    await trx
      .insertInto('event')
      .values(rows.slice(start, start + 1000))
      .execute();
}

/**
 * SQLite: the sequence's move, and the INSERT of each number of events up to 64 (a batch's usual
 * count), prepared once per database (statements.ts): Kysely's building of a 13-column INSERT was
 * 2 % of a PATCH's CPU (issue 24). More rows are built as they come.
 */
const PREPARED_EVENT_ROWS = 64;
/** The statements' keys, made once: `outbox.insertEvents|1` … `|64`. */
const EVENT_INSERTS = Array.from({ length: PREPARED_EVENT_ROWS + 1 }, (_, count) => `outbox.insertEvents|${count}`);

const EVENT_COLUMNS = [
  'organization_id',
  'id',
  'type',
  'occurred_at',
  'actor_type',
  'actor_id',
  'resource_type',
  'resource_id',
  'resource_version',
  'scope_path',
  'request_id',
  'data',
] as const;
/** The prepared INSERTs' rows: an event's columns and its sequence. */
const EVENT_ROWS = new RowParameters([...EVENT_COLUMNS, 'sequence'], PREPARED_EVENT_ROWS);

/**
 * PostgreSQL: the sequence moved and every event of the batch written in one statement, whatever
 * their number (a round trip costs more there than the work, and under load each one waits for
 * the event loop's next turn while the organization's sequence stays locked): the events travel
 * as one JSON array, typed by the event table's own row type (json_populate_recordset), their
 * `sequence` the offset in the batch. SQLite cannot put an INSERT inside WITH; its two statements
 * run in process.
 */
async function writeInOneStatement(trx: Trx, organizationId: string, rows: readonly EventRowWithoutSequence[]): Promise<void> {
  // Prepared once per database, not once per transaction.
  const write = statementsOf(trx).prepared<Record<string, unknown>, never>('outbox.writeEvents', (parameter) =>
    trx
      .with('moved', (db) =>
        db
          .insertInto('event_stream')
          .values({ organization_id: parameter('organizationId'), last_sequence: parameter<number>('count'), published_sequence: 0 })
          .onConflict((conflict) =>
            conflict.column('organization_id').doUpdateSet({ last_sequence: sql`event_stream.last_sequence + ${parameter<number>('count')}` }),
          )
          .returning('last_sequence'),
      )
      .insertInto('event')
      .columns(['sequence', ...EVENT_COLUMNS])
      .expression(sql`select moved.last_sequence - ${parameter<number>('count')} + 1 + r.sequence, ${sql.join(EVENT_COLUMNS.map((column) => sql.ref(`r.${column}`)))}
      from moved cross join json_populate_recordset(null::event, cast(${parameter('rows')} as json)) as r`),
  );
  const json = JSON.stringify(rows.map((row, index) => ({ ...row, sequence: index })));
  await write.execute(trx, { organizationId, count: rows.length, rows: json });
}

function rowOf(organizationId: string, actor: Actor, event: PendingEvent, at: string) {
  return {
    organization_id: organizationId,
    id: newId(),
    type: event.type,
    occurred_at: at,
    actor_type: actor.type,
    actor_id: actor.id,
    resource_type: event.resource.type,
    resource_id: event.resource.id,
    resource_version: event.resource.version,
    scope_path: event.scopePath,
    request_id: actor.requestId,
    data: JSON.stringify(event.data),
  };
}

/** Shorthand for one event. */
export function recordEvent(trx: Trx, organizationId: string, actor: Actor, event: PendingEvent): Promise<void> {
  return recordEvents(trx, organizationId, actor, [event]);
}
