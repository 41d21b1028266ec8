/** A subscription of an organization's events (migration 0010). */
export interface WebhookTable {
  organization_id: string;
  id: string;
  url: string;
  /** JSON array of event type patterns (`product_list.*`, `employee.deactivated`, `*`). */
  events: string;
  description: string | null;
  /** The signing key: needed in clear to sign, so never answered after the create, never logged. */
  secret: string;
  status: 'active' | 'failing' | 'disabled';
  /** Every event of the organization up to this sequence has been delivered (or did not match). */
  delivered_sequence: number;
  /** When the current run of failures began (null: the last attempt succeeded). */
  failing_since: string | null;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** One attempt to deliver one event to one webhook. */
export interface WebhookDeliveryTable {
  organization_id: string;
  id: string;
  webhook_id: string;
  event_id: string;
  sequence: number;
  event_type: string;
  attempted_at: string;
  outcome: 'delivered' | 'failed';
  response_status: number | null;
  duration_ms: number;
  error: string | null;
}
