/** What roles offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { builtInRoleRows, countActiveManagers, findRole, permissionsOfRoles, insertRoles } from './role.repository.js';
export { assertHoldsAll, roleToAssign } from './role.service.js';
