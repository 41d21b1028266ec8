/** An organization's OpenID provider (`PUT /store-api/organization/sso`). */
export interface OrganizationSsoTable {
  organization_id: string;
  issuer: string;
  client_id: string;
  /** As given: the provider's token endpoint must be sent it. Never answered, never logged. */
  client_secret: string;
  /** JSON array of lower-cased domains; empty: any. */
  email_domains: string;
  /** The role of a person the provider signs in whom the organization does not know yet; null: no provisioning. */
  provisioning_role: string | null;
  provisioning_unit_id: string | null;
  created_at: string;
  updated_at: string;
  /** The last sign-in refused (for the administrator): when, the refusal's code, and the service's reason. */
  last_refusal_at: string | null;
  last_refusal_code: string | null;
  last_refusal_reason: string | null;
}

/** The provider's subject (`sub`) of an employee, remembered at their first sign-in. */
export interface SsoIdentityTable {
  organization_id: string;
  subject: string;
  employee_id: string;
  created_at: string;
}

/** A sign-in under way: sent to the provider, waiting for its callback. Only the state's hash is kept. */
export interface SsoAuthorizationTable {
  state_hash: string;
  organization_id: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
  expires_at: string;
}

/** A one-time code the callback hands the storefront, exchanged for a session (60 s). */
export interface SsoCodeTable {
  code_hash: string;
  organization_id: string;
  employee_id: string;
  expires_at: string;
}
