import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IfMatchHeaders, NoContent } from '../../platform/http/common.schemas.js';
import { expectedVersion, isNotModified, setEtag } from '../../platform/http/versioning.js';
import { callerOf } from '../../kernel/caller.js';
import { CriteriaBody, searchResultSchema } from '../criteria/index.js';
import {
  IdempotencyHeaders,
  ImportQuery,
  LineItem,
  ProductList,
  ProductListCreate,
  ProductListExport,
  ProductListReorder,
  ProductListDeleteBody,
  ProductListDuplicate,
  ProductListParams,
  ProductListPatch,
  ProductListShares,
  ProductListSharesInput,
  ProductListTransfer,
  ProductListTransferBody,
  ProductListDecision,
  RemoveProductParams,
} from './product-list.schemas.js';
import { createProductList, deleteProductList, duplicateProductList, listLocation, patchProductList } from './product-list.service.js';
import { reorderLineItems, removeLineItems, removeProduct } from './product-list.line-items.js';
import { getProductListAnswer, readListWithSession, readRevisionWithSession, type ListsState, type ListRead } from './product-list.reads.js';
import type { ListAnswer } from './product-list.write.js';
import { getShares, putShares } from './product-list.shares.js';
import { searchProductListsAnswer } from './product-list.search.js';
import { csvStream, importCsv, jsonStream, readExport } from './product-list.files.js';
import { transferItems } from './product-list.transfer.js';
import { stepApproval, type ApprovalStep } from './product-list.approval.js';
import { exportFormatOf } from '../../platform/http/csv.js';
import { AppError, errorResponses } from '../../kernel/errors.js';
import { unsupportedMediaType } from '../../platform/http/error-handler.js';

const tags = ['product lists'];

/** An answer the service serialized already (JSON built in SQL, or cached): sent as it is, not serialized again. */
function sendSerialized(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** A list after a write: its version as the ETag, its answer as it is. */
function sendListAnswer(reply: FastifyReply, answer: ListAnswer) {
  setEtag(reply, answer.version);
  return sendSerialized(reply, answer.body);
}
/** `includes` can remove any field, so every field of a search element is optional. */
const ProductListSearchResult = searchResultSchema(
  'product_list',
  'product_list',
  Type.Partial(
    Type.Object({
      ...ProductList.properties,
      lineItems: Type.Array(Type.Partial(LineItem)),
    }),
  ),
);

export const productListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { requirePermission, sessions } = app.guards;

  app.post(
    '/store-api/product-lists',
    {
      schema: {
        operationId: 'searchProductLists',
        tags,
        summary: 'Product Lists: search the lists the caller may see (Criteria).',
        description:
          'Members see their own lists; holders of `product_list.read.all` (admins) every list of the organization. Filter and sort by name, ownerId, createdAt, updatedAt, itemCount; `term` searches name and description; `associations.lineItems` adds line items.',
        body: CriteriaBody,
        response: { 200: ProductListSearchResult, ...errorResponses(403) },
      },
      // The session and the organization's lists revision in one statement: a cached search costs one round trip.
      preHandler: requirePermission('product_list.read', {
        guests: true,
        readSession: async (request, tokenHash) => {
          const read = await readRevisionWithSession(app, sessions, tokenHash);
          request.preRead = read.lists;
          return read.session;
        },
      }),
    },
    async (request, reply) => {
      // Serialized by the route's own response schema, then sent (and cached) as it is.
      const serialize = reply.getSerializationFunction('200') as (result: unknown) => string;
      const answer = await searchProductListsAnswer(app, callerOf(request), request.body, serialize, request.preRead as ListsState);
      return sendSerialized(reply, answer);
    },
  );

  app.post(
    '/store-api/product-lists/create',
    {
      schema: {
        operationId: 'createProductList',
        tags,
        summary: 'Create Product Lists: one list, with line items if given.',
        description:
          'Honours `Idempotency-Key`: a repeat with the same key and body answers the first answer and creates nothing; the same key with another body is a 409.',
        headers: IdempotencyHeaders,
        body: ProductListCreate,
        response: { 201: ProductList, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('product_list.create', { guests: true }),
    },
    async (request, reply) => {
      const answer = await createProductList(app, callerOf(request), request.body, {
        key: request.headers['idempotency-key'],
        method: request.method,
        path: request.url,
        body: request.body,
      });
      if (answer.location) reply.header('location', answer.location);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      setEtag(reply, answer.body.version);
      return reply.code(201).send(answer.body);
    },
  );

  app.get(
    '/store-api/product-lists/detail/:id',
    {
      schema: {
        operationId: 'readProductList',
        tags,
        summary: 'Retrieve Product List: one list with its line items (ETag; If-None-Match → 304).',
        params: ProductListParams,
        response: { 200: ProductList, 304: NoContent, ...errorResponses(403) },
      },
      // The session, the list and (unless its answer is cached) its line items in one statement.
      preHandler: requirePermission('product_list.read', {
        guests: true,
        readSession: async (request, tokenHash) => {
          const read = await readListWithSession(app, sessions, tokenHash, (request.params as { id: string }).id);
          request.preRead = read;
          return read.session;
        },
      }),
    },
    async (request, reply) => {
      const answer = await getProductListAnswer(app, callerOf(request), request.params.id, request.preRead as ListRead);
      setEtag(reply, answer.version);
      // No body, and so no content-length of a serialized null.
      if (isNotModified(request, answer.version)) return reply.code(304).send(undefined as never);
      return sendSerialized(reply, answer.body);
    },
  );

  app.patch(
    '/store-api/product-lists/:id',
    {
      schema: {
        operationId: 'updateProductList',
        tags,
        summary: 'Update Product Lists: name, description; line items upserted by productId (quantity 0 removes).',
        description: '`If-Match: "<version>"` makes the update conditional (412). Concurrent updates of one list never lose each other\'s line items.',
        params: ProductListParams,
        headers: IfMatchHeaders,
        body: ProductListPatch,
        response: { 200: ProductList, ...errorResponses(403, 412) },
      },
      preHandler: requirePermission('product_list.edit', { guests: true }),
    },
    async (request, reply) => {
      return sendListAnswer(reply, await patchProductList(app, callerOf(request), request.params.id, request.body, expectedVersion(request)));
    },
  );

  app.delete(
    '/store-api/product-lists/:id',
    {
      schema: {
        operationId: 'deleteProductList',
        tags,
        summary: 'Delete Product Lists: without a body the whole list (204); with `items` only those entries (200, the list).',
        description:
          '`items`: line-item ids or product ids, as one string, a comma-separated string or an array. Removal is atomic: any entry not in the list is a 404 naming it, and nothing is removed. Deleting the whole list needs `product_list.delete`.',
        params: ProductListParams,
        headers: IfMatchHeaders,
        body: ProductListDeleteBody,
        response: { 200: ProductList, 204: NoContent, ...errorResponses(403, 412) },
      },
      preHandler: requirePermission('product_list.edit', { guests: true }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const items = request.body?.items;
      if (items === undefined) {
        await deleteProductList(app, caller, request.params.id, expectedVersion(request));
        return reply.code(204).send(null);
      }
      return sendListAnswer(reply, await removeLineItems(app, caller, request.params.id, items, expectedVersion(request)));
    },
  );

  app.post(
    '/store-api/product-lists/:id/transfer',
    {
      schema: {
        operationId: 'transferProductListItems',
        tags,
        summary: 'Copy or move line items (all, or the named ones) to another list, atomically; answers both lists.',
        description:
          "Where the target holds a product already, the quantities add up (its note stays); new items go to its end in the source's order. The target's limit (PRODUCT_LIST_MAX_LINE_ITEMS) holds: beyond it, a 400 and nothing changes; an item not in the source is a 404 naming it. Needs edit access to the target, and to the source for a move (read access for a copy). Each list that changed gets a new version, its event and its history (`data.transfer`); a copy's source keeps its version and notes `product_list.items_copied` in its history.",
        params: ProductListParams,
        body: ProductListTransferBody,
        response: { 200: ProductListTransfer, ...errorResponses(403) },
      },
      preHandler: requirePermission('product_list.edit', { guests: true }),
    },
    async (request, reply) => {
      const { source, target } = await transferItems(app, callerOf(request), request.params.id, request.body);
      // Bytes joined from the parts: two lists of up to PRODUCT_LIST_MAX_LINE_ITEMS items would
      // otherwise be joined as text and copied whole once more to be encoded (platform/http/large-answers.ts).
      const answer = Buffer.concat([
        Buffer.from(`{"apiAlias":"product_list_transfer","mode":${JSON.stringify(request.body.mode)},"source":`),
        typeof source.body === 'string' ? Buffer.from(source.body) : source.body,
        Buffer.from(',"target":'),
        Buffer.from(target.body),
        Buffer.from('}'),
      ]);
      return sendSerialized(reply, answer);
    },
  );

  const approvalRoute = (step: ApprovalStep, operationId: string, summary: string, description: string) =>
    app.post(
      `/store-api/product-lists/:id/${step}`,
      {
        schema: {
          operationId,
          tags,
          summary,
          description,
          params: ProductListParams,
          ...(step === 'submit' ? {} : { body: ProductListDecision }),
          response: { 200: ProductList, ...errorResponses(403, 409) },
        },
        preHandler: requirePermission(step === 'submit' ? 'product_list.edit' : 'product_list.approve'),
      },
      async (request, reply) => {
        const comment = (request.body as { comment?: string } | null | undefined)?.comment ?? null;
        return sendListAnswer(reply, await stepApproval(app, callerOf(request), (request.params as { id: string }).id, step, comment));
      },
    );
  approvalRoute(
    'submit',
    'submitProductList',
    "Submit one's own list for approval: a draft or a rejected list becomes `submitted`.",
    'Only the owner submits. A change of the items of a submitted (or approved) list makes it a draft again. Another status is a 409 `PRODUCT_LIST__STATUS_CONFLICT`.',
  );
  approvalRoute(
    'approve',
    'approveProductList',
    "Approve a submitted list (never one's own).",
    'By a holder of `product_list.approve` who may read the list and whose branch holds its owner (organization level: any owner); the owner never (403). Not submitted: 409 `PRODUCT_LIST__STATUS_CONFLICT`.',
  );
  approvalRoute(
    'reject',
    'rejectProductList',
    "Reject a submitted list, with a comment for its owner (never one's own).",
    'As approve; the owner may change the list and submit it again.',
  );

  app.delete(
    '/store-api/product-lists/product/:id/:productListId',
    {
      schema: {
        operationId: 'removeProductFromProductList',
        tags,
        summary: 'Remove product from list: `{id}` is the product id, `{productListId}` the list.',
        params: RemoveProductParams,
        response: { 204: NoContent, ...errorResponses(403) },
      },
      preHandler: requirePermission('product_list.edit', { guests: true }),
    },
    async (request, reply) => {
      await removeProduct(app, callerOf(request), request.params.id, request.params.productListId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/store-api/product-lists/:id/duplicate',
    {
      schema: {
        operationId: 'duplicateProductList',
        tags,
        summary: 'Duplicate a list with its line items; the copy belongs to the caller.',
        params: ProductListParams,
        body: ProductListDuplicate,
        response: { 201: ProductList, ...errorResponses(403, 409) },
      },
      preHandler: requirePermission('product_list.create', { guests: true }),
    },
    async (request, reply) => {
      const list = await duplicateProductList(app, callerOf(request), request.params.id, request.body?.name);
      setEtag(reply, list.version);
      return reply.code(201).header('location', listLocation(list.id)).send(list);
    },
  );

  app.get(
    '/store-api/product-lists/:id/shares',
    {
      schema: {
        operationId: 'readProductListShares',
        tags,
        summary: 'Shares of a list: with the whole organization and with colleagues, each read or edit.',
        params: ProductListParams,
        response: { 200: ProductListShares, ...errorResponses(403) },
      },
      preHandler: requirePermission('product_list.read'),
    },
    async (request, reply) => {
      const shares = await getShares(app, callerOf(request), request.params.id);
      setEtag(reply, shares.version);
      return shares;
    },
  );

  app.put(
    '/store-api/product-lists/:id/shares',
    {
      schema: {
        operationId: 'replaceProductListShares',
        tags,
        summary: 'Share a list: its shares become exactly these (idempotent). Owner or product_list.edit.all only.',
        description:
          '`organization` shares with every employee of the organization; `employees` with colleagues by id, each `read` (read, duplicate) or `edit` (also change items, name, description). Nobody but the owner (or a holder of `product_list.edit.all`) deletes or shares a list. `{}` unshares. A change of the list: a new version, and `If-Match: "<version>"` makes it conditional (412).',
        params: ProductListParams,
        headers: IfMatchHeaders,
        body: ProductListSharesInput,
        response: { 200: ProductListShares, ...errorResponses(403, 412) },
      },
      preHandler: requirePermission('product_list.edit'),
    },
    async (request, reply) => {
      const shares = await putShares(app, callerOf(request), request.params.id, request.body, expectedVersion(request));
      setEtag(reply, shares.version);
      return shares;
    },
  );

  app.post(
    '/store-api/product-lists/:id/reorder',
    {
      schema: {
        operationId: 'reorderProductList',
        tags,
        summary: "Put a list's line items in this order: the ids of exactly its current items.",
        description:
          'Names every line item of the list once, in the new order (positions become 1…n). When the ids are not exactly the current items (one was added or removed meanwhile), a 409 `PRODUCT_LIST__ORDER_MISMATCH` names the difference and nothing changes. `If-Match: "<version>"` makes it conditional (412).',
        params: ProductListParams,
        headers: IfMatchHeaders,
        body: ProductListReorder,
        response: { 200: ProductList, ...errorResponses(403, 409, 412) },
      },
      preHandler: requirePermission('product_list.edit', { guests: true }),
    },
    async (request, reply) => {
      return sendListAnswer(reply, await reorderLineItems(app, callerOf(request), request.params.id, request.body.lineItemIds, expectedVersion(request)));
    },
  );

  app.get(
    '/store-api/product-lists/:id/export',
    {
      schema: {
        operationId: 'exportProductList',
        tags,
        summary: "A list's line items as CSV (`productId,quantity,note`), or as JSON rows with `Accept: application/json`.",
        description:
          "RFC 4180, UTF-8, CRLF, a header row, in position order; streamed. Import the file into any list (`POST …/import`) to get the same items. The ETag is the list's version.",
        params: ProductListParams,
        response: { 200: ProductListExport, ...errorResponses(403, 406) },
      },
      preHandler: requirePermission('product_list.read', { guests: true }),
    },
    async (request, reply) => {
      const format = exportFormatOf(request.headers.accept);
      if (!format)
        throw new AppError('REQUEST__NOT_ACCEPTABLE', {
          detail: 'The export is text/csv or application/json.',
          parameters: { available: ['text/csv', 'application/json'] },
        });
      const id = request.params.id;
      const exported = await readExport(app, callerOf(request), id);
      setEtag(reply, exported.version);
      reply.header('vary', 'Accept');
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(jsonStream(id, exported.version, exported.rows) as never);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="product-list-${id}.csv"`)
        .send(csvStream(exported.rows) as never);
    },
  );

  app.post(
    '/store-api/product-lists/:id/import',
    {
      schema: {
        operationId: 'importProductList',
        tags,
        summary: 'Import line items from CSV: `mode=merge` (default) upserts, `mode=replace` makes the list exactly the file. All or nothing.',
        description:
          "Content-Type `text/csv`: columns `productId,quantity,note` separated by `,` or `;`, with or without a header row (a header may name them in any order and leave out quantity or note: then existing items keep theirs), UTF-8 with or without BOM. merge: new products go to the end in the file's order, quantity 0 removes. replace: the list holds exactly the file's products, in its order. Every bad row is reported at once as `/lines/<line>/<column>` (line numbers as a spreadsheet shows them) and nothing changes. Limits: the file up to IMPORT_BODY_LIMIT_BYTES (413), the list up to PRODUCT_LIST_MAX_LINE_ITEMS items.",
        params: ProductListParams,
        querystring: ImportQuery,
        headers: IfMatchHeaders,
        body: Type.String({ description: 'The CSV file.' }),
        response: { 200: ProductList, ...errorResponses(403, 412) },
      },
      config: { csv: 'only' },
      bodyLimit: app.config.IMPORT_BODY_LIMIT_BYTES,
      preValidation: async (request) => {
        if (typeof request.body !== 'string') throw unsupportedMediaType({ csv: 'only' }, request.headers['content-type']);
      },
      preHandler: requirePermission('product_list.edit', { guests: true }),
    },
    async (request, reply) => {
      return sendListAnswer(
        reply,
        await importCsv(app, callerOf(request), request.params.id, request.body, request.query.mode ?? 'merge', expectedVersion(request)),
      );
    },
  );
};
