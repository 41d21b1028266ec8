/** The first answer to a create sent with an `Idempotency-Key` (docs/contract.md §6), per caller and key. */
export interface IdempotencyKeyTable {
  organization_id: string;
  employee_id: string;
  idempotency_key: string;
  /** SHA-256 of method, path and body: the same key with another request is a 409. */
  request_hash: string;
  status_code: number;
  response_body: string;
  location: string | null;
  created_at: string;
}
