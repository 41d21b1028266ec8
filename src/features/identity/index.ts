/** What identity offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { callerOfSession, CONTEXT_TOKEN_HEADER, sessionOriginOf, sessionProblem } from './sessions/auth.hooks.js';
export { deleteSessionsOfPerson, insertPeople, newPersonRow, sharedPeople, updatePerson } from './accounts/person.repository.js';
export { hasSso } from './sso/sso.service.js';
export { deleteSessionsOf, SESSION_COLUMNS, SESSION_KEYS, sessionPartOf, sessionsOfRequests, type SessionWithEmployee } from './sessions/session.repository.js';
export { ContextToken } from './accounts/account.schemas.js';
export { openSession, organizationsOf } from './accounts/account.service.js';
export { assertGuestRoom } from './guests/guest.service.js';
export type { SessionReader } from './sessions/session.reader.js';
