/** What product-lists offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { findListVersion, findVisibleList } from './product-list.repository.js';
export { listNotFound, SERVER_ID } from './product-list.write.js';
export { ProductListParams } from './product-list.schemas.js';
export { listEvent } from './product-list.history.js';
export { removeSharesWithKey } from './product-list.write-statements.js';
