import type { EmployeeRole } from '../employees/employee.table.js';

/**
 * Every permission a route can require (docs/contract.md §2). Routes name one; roles are sets of them, so
 * custom roles per organization can later be stored rows without touching a route.
 */
export const PERMISSIONS = [
  'employee.read',
  'employee.create',
  'employee.edit',
  'employee.delete',
  /** Read and edit one's own profile (names, password with currentPassword). */
  'account.profile',
  'product_list.read',
  'product_list.create',
  'product_list.edit',
  'product_list.delete',
  /** See every list of the organization, not only one's own. */
  'product_list.read.all',
  /** Change every list of the organization, not only one's own. */
  'product_list.edit.all',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const MEMBER: readonly Permission[] = [
  'account.profile',
  'product_list.read',
  'product_list.create',
  'product_list.edit',
  'product_list.delete',
];

/** The built-in roles. */
export const ROLE_PERMISSIONS: Readonly<Record<EmployeeRole, ReadonlySet<Permission>>> = {
  admin: new Set(PERMISSIONS),
  member: new Set(MEMBER),
};

export function permissionsOf(role: string): ReadonlySet<Permission> {
  return ROLE_PERMISSIONS[role as EmployeeRole] ?? new Set();
}

/** The roles that hold `permission`, for statements that decide visibility in SQL. */
export function rolesWith(permission: Permission): EmployeeRole[] {
  return (Object.entries(ROLE_PERMISSIONS) as [EmployeeRole, ReadonlySet<Permission>][]).filter(([, permissions]) => permissions.has(permission)).map(([role]) => role);
}
