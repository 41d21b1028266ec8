/** The organization's SCIM bearer token (`POST /store-api/organization/scim-token`); only its hash is kept. */
export interface ScimTokenTable {
  organization_id: string;
  token_hash: string;
  created_at: string;
}

/** The SCIM attributes of an employee the identity provider manages. */
export interface ScimUserTable {
  organization_id: string;
  employee_id: string;
  user_name: string;
  /** lower-cased: unique in the organization (SCIM's userName is case-insensitive). */
  user_name_normalized: string;
  external_id: string | null;
  display_name: string | null;
}
