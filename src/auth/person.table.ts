/**
 * A person: one login (an email, or none for records signed in by employee id, and a password),
 * an employee of one or more organizations (employee.person_id). The email is unique across the
 * service; each employee record keeps a copy of it for search.
 */
export interface PersonTable {
  id: string;
  email: string | null;
  /** lower-cased email: unique across the service. */
  email_normalized: string | null;
  /** Argon2id; null until the person sets one (an invitation). */
  password_hash: string | null;
  /** Where a login without `organization` opens its session (the organization used last). */
  last_organization_id: string | null;
  created_at: string;
  updated_at: string;
}
