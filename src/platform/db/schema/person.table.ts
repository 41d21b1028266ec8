import type { Generated } from 'kysely';

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
  /** The TOTP secret (base32) once confirmed: a second factor is on. Kept as it is: a code is computed from it. */
  totp_secret: string | null;
  /** A secret being enrolled, until a code of it confirms it. */
  totp_pending_secret: string | null;
  /** The time step of the last code accepted: a code works once. */
  totp_last_step: number | null;
}

/** A single-use recovery code of a person's second factor; only its SHA-256 is kept. */
export interface RecoveryCodeTable {
  person_id: string;
  code_hash: string;
  created_at: string;
}

/** A password login waiting for its second factor (`AUTH__SECOND_FACTOR_REQUIRED`); only the challenge's hash is kept. */
export interface LoginChallengeTable {
  token_hash: string;
  person_id: string;
  organization_id: string;
  employee_id: string;
  /** 1: the login accepts an invitation (the record is invited). */
  accepting: number;
  attempts: number;
  expires_at: string;
  /** 1: the login came through single sign-on; its session will be bound to the organization. */
  via_sso: Generated<number>;
}
