export interface OrganizationTable {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

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
