/** What employees offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { deleteEmployee, notFound, patchEmployee, personForNewRecord } from './employee.service.js';
