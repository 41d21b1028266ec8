/** What identity offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { callerOfSession, CONTEXT_TOKEN_HEADER, loginOriginOf, sessionOriginOf, sessionProblem } from './sessions/auth.hooks.js';
export {
  deletePersonIfAlone,
  deleteSessionsOfPerson,
  findPerson,
  findPersonByEmail,
  insertPeople,
  newPersonRow,
  sharedPeople,
  updatePerson,
} from './accounts/person.repository.js';
export {
  deleteSessionsOf,
  SESSION_COLUMNS,
  SESSION_KEYS,
  sessionPartOf,
  sessionsOfRequests,
  type SessionWithEmployee,
  liftEnrollOnly,
  restrictSessionsWithoutSecondFactor,
} from './sessions/session.repository.js';
export { ContextToken } from './accounts/account.schemas.js';
export { type LoginOrigin, type LoginResult, openSession, organizationsOf, secondFactorChallenge, signInVerified } from './accounts/account.service.js';
export { assertGuestRoom } from './guests/guest.service.js';
export type { SessionReader } from './sessions/session.reader.js';
export { clearSecondFactor } from './second-factor/second-factor.repository.js';
export {
  countHoldersOf,
  deleteEmployee,
  deleteInvitation,
  deleteSharesWith,
  type EmployeeRow,
  employeesInReach,
  findEmployee,
  findEmployeeByEmail,
  findEmployeeByLogin,
  findEmployeeForWrite,
  findEmployeeInReach,
  findEmployeesByIds,
  findInvitation,
  findPeopleByEmails,
  insertEmployees,
  lockEmployeesOf,
  moveEmployeesOfUnit,
  newEmployeeRow,
  type NewEmployeeRow,
  releaseProductListsOf,
  replaceRoleOfHolders,
  toEmployee,
  unitPathsOf,
  updateEmployee,
  upsertInvitation,
} from './accounts/employee.repository.js';
export { employeeChangeType, employeeEvent } from './accounts/employee.history.js';
export {
  AccountMe,
  CreatedEmployee,
  Employee,
  EmployeeBulk,
  EmployeeBulkResult,
  EmployeeCreate,
  EmployeeInvite,
  EmployeeListQuery,
  EmployeePatch,
  type EmployeeRecord,
  type Invitation,
  InvitationAccept,
  InvitedEmployee,
  MAX_BULK_RECORDS,
} from './accounts/employee.schemas.js';
export type { Adopter, Guest, GuestListsHandover } from './guests/guest.service.js';
