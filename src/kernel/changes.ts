import type { Caller } from './caller.js';
import type { EventType } from './event-types.js';

/**
 * What a change is, before anything is written: who made it, which resource, and `{field: {from,
 * to}}`. Every feature builds its events from these; the outbox (platform/outbox/outbox.ts) writes
 * them in the change's own transaction.
 */

/** `anonymous`: a failed login, whose maker proved nothing; `sso`: single sign-on provisioning a person; `scim`: an identity provider's SCIM client. */
export type ActorType = 'employee' | 'system' | 'cli' | 'anonymous' | 'sso' | 'scim';
export type ResourceType = 'product_list' | 'employee' | 'role' | 'organization_unit' | 'webhook' | 'organization';

/** Who made a change, and the request it came with. */
export interface Actor {
  type: ActorType;
  id: string | null;
  requestId: string | null;
}

/** One field's change: `from` before the write, `to` after it (null: absent). */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

export type Changes = Record<string, FieldChange>;

/** An event before it has a sequence. */
export interface PendingEvent {
  type: EventType;
  resource: { type: ResourceType; id: string; version: number | null };
  /** The unit path of what the event is about (null: organization level): who may read it later. */
  scopePath: string | null;
  /** Never a password, token or hash. */
  data: { changes: Changes } & Record<string, unknown>;
}

export function actorOf(caller: Pick<Caller, 'employeeId' | 'requestId' | 'actor'>): Actor {
  if (caller.actor !== undefined) return { type: caller.actor, id: null, requestId: caller.requestId };
  return { type: 'employee', id: caller.employeeId, requestId: caller.requestId };
}

/** An entry about the organization's own settings (single sign-on, SCIM token): organization level, no unit reads it. */
export function organizationEntry(type: EventType, organizationId: string, data: Record<string, unknown> = {}): PendingEvent {
  return { type, resource: { type: 'organization', id: organizationId, version: null }, scopePath: null, data: { changes: {}, ...data } };
}

export const SYSTEM_ACTOR: Actor = { type: 'system', id: null, requestId: null };
export const CLI_ACTOR: Actor = { type: 'cli', id: null, requestId: null };

/** The fields of `after` that differ from `before` (compared as JSON), as `{field: {from, to}}`. */
export function changesOf<Fields extends Record<string, unknown>>(
  before: Partial<Fields> | null,
  after: Partial<Fields> | null,
  fields: readonly (keyof Fields & string)[],
): Changes {
  const changes: Changes = {};
  for (const field of fields) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (from !== to && JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
