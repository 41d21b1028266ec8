/** What organizations offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { accessKeyExists } from './access-key.repository.js';
export { findOrganization, requiresSecondFactor } from './organization.repository.js';
