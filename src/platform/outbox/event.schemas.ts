import { Type, type Static } from 'typebox';
import { Nullable, StringEnum, Timestamp } from '../http/common.schemas.js';
import type { EventTable } from '../db/schema/event.table.js';

/** A change of one field: `from` before the write, `to` after it (null: absent). */
const FieldChange = Type.Object({ from: Type.Unknown(), to: Type.Unknown() }, { additionalProperties: false });

const EventData = Type.Object(
  {
    changes: Type.Record(Type.String(), FieldChange, {
      description: 'Per field, `{from, to}`; line items as `lineItems.<productId>` with `{quantity, note}` or null on either side.',
    }),
  },
  { additionalProperties: true, description: 'What changed; some types add details (`address` of a login, `duplicatedFrom`, `bulk`, …).' },
);

const eventProperties = {
  id: Type.String({ description: 'Unique; receivers deduplicate by it (deliveries are at least once).' }),
  type: Type.String({ examples: ['product_list.changed', 'employee.deactivated'] }),
  organizationId: Type.String(),
  sequence: Type.Integer({ minimum: 1, description: 'Rises by exactly 1 per organization, in commit order, without gaps.' }),
  occurredAt: Timestamp,
  actor: Type.Object({
    type: StringEnum(['employee', 'system', 'cli', 'anonymous', 'sso', 'scim'] as const, {
      description: "anonymous: a failed login; sso: single sign-on provisioning a person; scim: the identity provider's SCIM client.",
    }),
    id: Nullable(Type.String()),
  }),
  resource: Type.Object({
    type: StringEnum(['product_list', 'employee', 'role', 'organization_unit', 'webhook', 'organization'] as const),
    id: Type.String(),
    version: Nullable(Type.Integer()),
  }),
  data: EventData,
};

/** An event as webhooks and the broker deliver it (docs/contract.md §9). */
export const StoreEvent = Type.Object(eventProperties, { description: 'One committed change.' });
export type StoreEvent = Static<typeof StoreEvent>;

/** An event as history answers it: the same, with the request it came with. */
export const AuditEntry = Type.Object({
  apiAlias: Type.Literal('b2b_audit_entry'),
  ...eventProperties,
  requestId: Nullable(Type.String({ description: 'The request id of the change (X-Request-Id); null for the CLI and housekeeping.' })),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const HistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  beforeSequence: Type.Optional(
    Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: "Entries older than this sequence (the answer's `nextBeforeSequence`)." }),
  ),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

export const History = Type.Object({
  apiAlias: Type.Literal('b2b_history'),
  resource: Type.Object({ type: Type.String(), id: Type.String() }),
  elements: Type.Array(AuditEntry, { description: 'Newest first.' }),
  nextBeforeSequence: Nullable(Type.Integer({ description: 'Pass as `beforeSequence` for older entries; null when there are none.' })),
});
export type History = Static<typeof History>;

export type EventRow = EventTable;

export function toStoreEvent(row: EventRow): StoreEvent {
  return {
    id: row.id,
    type: row.type,
    organizationId: row.organization_id,
    sequence: Number(row.sequence),
    occurredAt: row.occurred_at,
    actor: { type: row.actor_type as StoreEvent['actor']['type'], id: row.actor_id },
    resource: { type: row.resource_type as StoreEvent['resource']['type'], id: row.resource_id, version: row.resource_version },
    data: JSON.parse(row.data) as StoreEvent['data'],
  };
}

export function toAuditEntry(row: EventRow): AuditEntry {
  return { apiAlias: 'b2b_audit_entry', ...toStoreEvent(row), requestId: row.request_id };
}
