/** A role of an organization (migration 0007): a named set of permissions. */
export interface RoleTable {
  organization_id: string;
  /** `admin` and `member` for the built-in roles, a server-made id for the others. */
  id: string;
  name: string;
  /** Lower-cased name: unique per organization. */
  name_normalized: string;
  description: string | null;
  /** A JSON array of permission names; null for the built-in roles (their permissions are in permissions.ts). */
  permissions: string | null;
  /** 1 for `admin` and `member`: they cannot be changed or deleted. */
  built_in: number;
  created_at: string;
  updated_at: string;
  version: number;
}
