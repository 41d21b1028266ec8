/** What federation offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { hasSso } from './sso/sso.service.js';
