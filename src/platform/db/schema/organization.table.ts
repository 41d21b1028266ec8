import type { Generated } from 'kysely';

export interface OrganizationTable {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  /** +1 on every change of the settings (If-Match). */
  version: Generated<number>;
  /** Policies (docs/contract.md §3): 1 or 0. Employees may log in by password. */
  password_login: Generated<number>;
  /** Every employee must hold a second factor. */
  require_second_factor: Generated<number>;
  /** Lists unchanged this many days are deleted by housekeeping; null: kept. */
  list_retention_days: number | null;
  /** Whether an owner in a unit may share a list with the whole organization (`organization`) or only within their branch (`branch`). */
  list_sharing: Generated<ListSharing>;
}

export type ListSharing = 'organization' | 'branch';

/**
 * Storefront access keys (`sw-access-key`). They identify a storefront, not a person, and are
 * public by nature (a storefront ships its key to every browser, as in Shopware), so they are
 * kept as they are and printed at start; secrets (passwords, tokens) are only ever stored hashed.
 */
export interface AccessKeyTable {
  access_key: string;
  name: string;
  created_at: string;
}
