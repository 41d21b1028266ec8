/** The outbox and audit log, one row per committed change (migration 0010; outbox.ts writes it). */
export interface EventTable {
  organization_id: string;
  /** 1, 2, 3… per organization, in commit order, without gaps. */
  sequence: number;
  id: string;
  type: string;
  occurred_at: string;
  actor_type: string;
  actor_id: string | null;
  resource_type: string;
  resource_id: string;
  resource_version: number | null;
  /** The unit path of what the event is about (null: organization level): who may read the entry (audit.service.ts). */
  scope_path: string | null;
  request_id: string | null;
  /** JSON: `{changes: {field: {from, to}}, …}`. */
  data: string;
}

/** Per organization: the last sequence written, and how far the broker has confirmed. */
export interface EventStreamTable {
  organization_id: string;
  last_sequence: number;
  published_sequence: number;
}
