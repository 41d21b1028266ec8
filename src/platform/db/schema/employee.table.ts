import type { ColumnType } from 'kysely';
import type { CustomFields } from '../../../kernel/custom-fields.js';
import type { CustomValueKind } from '../../../kernel/custom-fields.js';
/** The built-in roles' ids (and names); any other role is a row of `role` (features/roles/role.table.ts). */
export type { BuiltInRole } from '../../../kernel/permissions.js';
export type EmployeeStatus = 'active' | 'invited' | 'inactive';

export interface EmployeeTable {
  id: string;
  organization_id: string;
  /** The person this record is of (features/identity/accounts/person.table.ts): their login and password. */
  person_id: string;
  /** A copy of the person's email (for search and sort). */
  email: string | null;
  /** lower-cased email: unique in the organization (and naming one person across the service). */
  email_normalized: string | null;
  first_name: string | null;
  last_name: string | null;
  /** The id of a role of the organization: `admin`, `member` or a custom role's id. */
  role: string;
  status: EmployeeStatus;
  /** The employee's organization unit; null: the organization level (reaches the whole organization). */
  unit_id: string | null;
  /** A copy of the unit's path (organization_unit.path), moved with it: read with the session at no extra join. */
  unit_path: string | null;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  /** An integration's own fields (custom-fields.ts): JSON text on SQLite, jsonb on PostgreSQL; null: none. */
  custom_fields: ColumnType<CustomFields | string | null, string | null | undefined, string | null>;
}

/** One scalar of an employee's custom fields, as searches compare it (migration 0019). */
export interface EmployeeCustomValueTable {
  organization_id: string;
  employee_id: string;
  key: string;
  kind: CustomValueKind;
  value_text: string | null;
  value_number: number | null;
}

/** One open invitation per employee; only the token's hash is stored. */
export interface EmployeeInvitationTable {
  employee_id: string;
  organization_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}
