/** The roles every organization has, which cannot be changed: admin holds every permission, member its own lists and profile. */
export type BuiltInRole = 'admin' | 'member';

/**
 * Every permission a route can require (docs/contract.md §2), with what it allows. Routes name one;
 * roles are sets of them: the built-in `admin` and `member` below, and the roles each organization
 * defines (roles/), stored as rows and resolved with the session (permissionsOf).
 */
export const PERMISSION_DESCRIPTIONS = {
  'employee.read': "Read and search the employees of one's branch (at organization level: of the organization).",
  'employee.create': 'Create and invite employees.',
  'employee.edit': 'Change employees: names, email, role, status, password; invite again.',
  'employee.delete': 'Delete employees.',
  'account.profile': "Read and edit one's own profile (names, password with currentPassword).",
  'organization.read': "Read the organization's name and policies.",
  'organization.edit': "Change the organization's name and policies (at organization level).",
  'role.read': "Read and search the organization's roles and the permissions there are.",
  'role.create': 'Define roles.',
  'role.edit': "Change roles' names and permissions.",
  'role.delete': 'Delete roles (moving their employees to another role).',
  'organization_unit.read':
    "Read and search the organization units of one's branch (one's own unit and every unit below it; the whole tree at organization level).",
  'organization_unit.create': "Create units below one's own unit (at organization level: anywhere).",
  'organization_unit.edit': "Rename and move units strictly below one's own unit (at organization level: any).",
  'organization_unit.delete': "Delete units strictly below one's own unit, moving what they hold (at organization level: any).",
  'product_list.read': "Read and search one's own product lists and those shared with one.",
  'product_list.create': 'Create and duplicate product lists.',
  'product_list.edit': "Change one's own product lists and those shared with one for editing; share one's own lists.",
  'product_list.delete': "Delete one's own product lists.",
  'product_list.read.all': "Read every product list whose owner is in one's branch (at organization level: every list of the organization).",
  'product_list.edit.all': "Change, share and delete every product list whose owner is in one's branch (at organization level: every list).",
  'product_list.approve':
    "Approve or reject the submitted product lists of others whose owner is in one's branch (at organization level: any), among the lists one may read.",
  'audit.read': "Read the history (audit log) of what one's branch holds: changes, logins and failed logins (at organization level: all of it).",
  'webhook.read': "Read and search the organization's webhooks and their deliveries.",
  'webhook.create': 'Register webhooks (their secret is shown once).',
  'webhook.edit': 'Change, enable, disable webhooks and send events again.',
  'webhook.delete': 'Delete webhooks.',
} as const;

export type Permission = keyof typeof PERMISSION_DESCRIPTIONS;

export const PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSION_DESCRIPTIONS, name);
}

const MEMBER: readonly Permission[] = ['account.profile', 'product_list.read', 'product_list.create', 'product_list.edit', 'product_list.delete'];

/** The built-in roles: their ids are their names, and they cannot be changed. */
export const BUILT_IN_ROLES: Readonly<Record<BuiltInRole, ReadonlySet<Permission>>> = {
  admin: new Set(PERMISSIONS),
  member: new Set(MEMBER),
};

export function isBuiltInRole(role: string): role is BuiltInRole {
  return Object.hasOwn(BUILT_IN_ROLES, role);
}

/**
 * Holding these makes an employee one who can manage roles and employees: an organization always
 * keeps at least one active such employee (employee and role writes check it).
 */
export const MANAGER_PERMISSIONS: readonly Permission[] = ['employee.edit', 'role.edit'];

export function isManaging(permissions: ReadonlySet<Permission>): boolean {
  return MANAGER_PERMISSIONS.every((permission) => permissions.has(permission));
}

const parsed = new Map<string, ReadonlySet<Permission>>();
const NONE: ReadonlySet<Permission> = new Set();

/**
 * The permissions of a role: a built-in role's from the code, a custom role's from its row's
 * `permissions` (JSON text, read with the session in the same statement). Parsed sets are kept by
 * their text, so resolving a caller's permissions costs a map lookup; a changed role has a new text.
 */
export function permissionsOf(role: string, permissionsJson?: string | null): ReadonlySet<Permission> {
  if (isBuiltInRole(role)) return BUILT_IN_ROLES[role];
  if (permissionsJson === null || permissionsJson === undefined) return NONE;
  let set = parsed.get(permissionsJson);
  if (!set) {
    const names = JSON.parse(permissionsJson) as unknown;
    set = new Set(Array.isArray(names) ? names.filter((name): name is Permission => typeof name === 'string' && isPermission(name)) : []);
    if (parsed.size >= 10_000) parsed.clear();
    parsed.set(permissionsJson, set);
  }
  return set;
}

/** The permissions of `wanted` that `held` lacks: what granting `wanted` would escalate. */
export function missingFrom(held: ReadonlySet<Permission>, wanted: Iterable<Permission>): Permission[] {
  return [...wanted].filter((permission) => !held.has(permission));
}
