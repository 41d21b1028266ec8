import type { Generated } from 'kysely';

/** A login session; only the SHA-256 of its 256-bit token is stored. */
export interface SessionTable {
  token_hash: string;
  /** The session's public id (GET /store-api/account/sessions). Nullable in the schema only (SQLite adds no NOT NULL column to a table with rows): migration 0011 gave every row one. */
  id: string | null;
  employee_id: string;
  organization_id: string;
  created_at: string;
  /** Sliding expiry: moved forward on use (at most once a minute, so reads stay reads). */
  expires_at: string;
  /** Moved with the sliding expiry: the last use, to the minute. */
  last_used_at: string | null;
  /** What the client said it was when the session opened (User-Agent, at most 255 characters). */
  user_agent: string | null;
  /** Where the session was opened from (the client address as the service sees it, behind a trusted proxy the forwarded one). */
  client_address: string | null;
  /** 1: the organization requires a second factor and the person has none: the session may only enroll one. */
  enroll_only: Generated<number>;
  /** 1: opened through the organization's single sign-on: bound to it (no switch, no second-factor changes, never enroll-only). */
  via_sso: Generated<number>;
}
