/** The OpenAPI 3.1 document, generated from the route schemas (main/openapi/openapi.ts builds it). */
export const DOCUMENT_PATH = '/store-api/_info/openapi3.json';
/** The interactive reference (Swagger UI from the local install; its assets live below this path). */
export const DOCS_PAGE_PATH = '/store-api/_info/swagger.html';
