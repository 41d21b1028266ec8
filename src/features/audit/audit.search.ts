import type { Db } from '../../platform/db/database.js';
import type { Caller } from '../../kernel/caller.js';
import { parseCriteria, type EntityDefinition, runSearch, searchResultOf } from '../criteria/index.js';
import { unitInReach } from '../../kernel/reach.js';
import { toAuditEntry, type EventRow, type History } from '../../platform/outbox/event.schemas.js';
import type { ResourceType } from '../../platform/outbox/outbox.js';

/**
 * History (docs/contract.md §9): the outbox's rows, read-only. A reader at organization level reads
 * the whole organization's; a unit-level reader the entries whose `scope_path` lies in their branch
 * (an employee of it, a list whose owner is in it, one of its units), also after the resource is
 * gone. Nothing in the API writes or deletes an entry; AUDIT_RETENTION_DAYS does (housekeeping.ts).
 */
export const AUDIT_SEARCH: EntityDefinition = {
  entity: 'b2b_audit_entry',
  apiAlias: 'b2b_audit_entry',
  idColumn: 'id',
  fields: {
    id: { column: 'id', type: 'id', filterable: true },
    sequence: { column: 'sequence', type: 'integer', filterable: true, sortable: true },
    type: { column: 'type', type: 'string', filterable: true, sortable: true },
    occurredAt: { column: 'occurred_at', type: 'datetime', filterable: true, sortable: true },
    actorType: { column: 'actor_type', type: 'string', filterable: true, values: ['employee', 'system', 'cli', 'anonymous', 'sso', 'scim'] },
    actorId: { column: 'actor_id', type: 'id', filterable: true, nullable: true },
    resourceType: {
      column: 'resource_type',
      type: 'string',
      filterable: true,
      values: ['product_list', 'employee', 'role', 'organization_unit', 'webhook', 'organization'],
    },
    resourceId: { column: 'resource_id', type: 'id', filterable: true },
    requestId: { column: 'request_id', type: 'string', filterable: true, nullable: true },
  },
  includableFields: ['id', 'type', 'organizationId', 'sequence', 'occurredAt', 'actor', 'resource', 'data', 'requestId'],
  termColumns: ['type'],
  defaultSort: [{ field: 'sequence', order: 'DESC' }],
};

function entriesInReach(db: Db, caller: Caller) {
  const inReach = unitInReach(caller, 'event.scope_path');
  const base = db.selectFrom('event').where('event.organization_id', '=', caller.organizationId);
  return inReach ? base.where(inReach) : base;
}

/** `POST /audit-log`: Criteria over the entries the caller reaches. */
export async function searchAuditLog(db: Db, caller: Caller, body: unknown) {
  const criteria = parseCriteria(body, AUDIT_SEARCH);
  const outcome = await runSearch({ base: entriesInReach(db, caller), criteria, definition: AUDIT_SEARCH, selectRows: (query) => query.selectAll() });
  return searchResultOf(AUDIT_SEARCH, criteria, outcome, (outcome.rows as EventRow[]).map(toAuditEntry));
}

/** One resource's entries, newest first, a page at a time (the caller's reach of the resource is checked by the route's service). */
export async function historyOf(
  db: Db,
  caller: Caller,
  resource: { type: ResourceType; id: string },
  limit: number,
  beforeSequence: number | undefined,
): Promise<History> {
  let query = db
    .selectFrom('event')
    .selectAll()
    .where('organization_id', '=', caller.organizationId)
    .where('resource_type', '=', resource.type)
    .where('resource_id', '=', resource.id);
  if (beforeSequence !== undefined) query = query.where('sequence', '<', beforeSequence);
  const rows = await query
    .orderBy('sequence', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  return {
    apiAlias: 'b2b_history',
    resource,
    elements: page.map(toAuditEntry),
    nextBeforeSequence: rows.length > limit ? Number(page[page.length - 1]!.sequence) : null,
  };
}
