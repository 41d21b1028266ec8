/** A login session; only the SHA-256 of its 256-bit token is stored. */
export interface SessionTable {
  token_hash: string;
  employee_id: string;
  organization_id: string;
  created_at: string;
  /** Sliding expiry: moved forward on use (at most once a minute, so reads stay reads). */
  expires_at: string;
}
