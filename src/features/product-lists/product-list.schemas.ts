import { Type, type Static } from 'typebox';
import { CustomFieldsAnswer, CustomFieldsInput } from '../../kernel/custom-fields.js';
import { ClientId, MultiLineText, Nullable, SINGLE_LINE_PATTERN, SingleLineText, StringEnum, Timestamp } from '../../platform/http/common.schemas.js';

export const MAX_QUANTITY = 1_000_000;
/** The most entries one request may name (a create, a PATCH, a reorder). */
export const MAX_LINE_ITEMS_IN_REQUEST = 100_000;

export const LineItem = Type.Object(
  {
    apiAlias: Type.Literal('product_list_line_item'),
    id: Type.String(),
    productId: Type.String(),
    quantity: Type.Integer(),
    note: Nullable(Type.String()),
    position: Type.Integer({ minimum: 1, description: '1…n: where the item stands in the list (the order buyers set; new items go to the end).' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    customFields: Type.Optional({ ...CustomFieldsAnswer, description: "The item's own fields (as a list's `customFields`); absent when it has none." }),
  },
  { description: 'One product in a list; a product appears at most once per list.' },
);
export type LineItem = Static<typeof LineItem>;

export const ProductList = Type.Object(
  {
    apiAlias: Type.Literal('product_list'),
    id: Type.String(),
    organizationId: Type.String(),
    ownerId: Nullable(Type.String({ description: 'null once the owner was deleted.' })),
    name: Type.String(),
    description: Nullable(Type.String()),
    itemCount: Type.Integer(),
    totalQuantity: Type.Integer(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    version: Type.Integer(),
    updatedBy: Nullable(
      Type.String({
        description: 'The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted.',
      }),
    ),
    shared: Type.Boolean({ description: 'Whether the list is shared with anyone (see its shares).' }),
    expiresAt: Nullable(Timestamp),
    status: StringEnum(['draft', 'submitted', 'approved', 'rejected'], {
      description:
        "Approval: the owner submits a draft (or a rejected list); a holder of `product_list.approve` whose reach includes the owner approves or rejects it. A change of a submitted or approved list's items makes it a draft again.",
    }),
    statusChangedBy: Nullable(Type.String({ description: 'Who changed the status last (the system, when an item change made it a draft).' })),
    statusChangedAt: Nullable(Timestamp),
    statusComment: Nullable(Type.String({ description: "The approver's comment with the approval or rejection." })),
    customFields: CustomFieldsAnswer,
    access: Type.Optional(
      StringEnum(['owner', 'edit', 'read'], {
        description:
          'Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).',
      }),
    ),
    lineItems: Type.Optional(Type.Array(LineItem, { description: 'In position order.' })),
  },
  { description: 'A named list of products an employee keeps (a weekly re-order list, say).' },
);
export type ProductList = Static<typeof ProductList>;

/** The longest note of a line item (also the CSV import's limit). */
export const MAX_NOTE_LENGTH = 1000;
const Note = Nullable(MultiLineText({ maxLength: MAX_NOTE_LENGTH }));
const Name = SingleLineText({ minLength: 1, maxLength: 255, description: '1–255 characters after trimming; no control characters.' });
const Description = Nullable(MultiLineText({ maxLength: 2000 }));

export const LineItemInput = Type.Object(
  {
    productId: ClientId,
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_QUANTITY, default: 1 })),
    note: Type.Optional(Note),
    customFields: Type.Optional(CustomFieldsInput),
  },
  { additionalProperties: false },
);
export type LineItemInput = Static<typeof LineItemInput>;

export const LineItemChange = Type.Object(
  {
    productId: ClientId,
    quantity: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_QUANTITY, description: '0 removes the product from the list; absent keeps it (1 for a new one).' }),
    ),
    note: Type.Optional(Note),
    position: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_LINE_ITEMS_IN_REQUEST,
        description:
          "Moves the item to this place (1 = first; past the end = last), after the request's other changes, in the order of its entries. Absent: an existing item stays where it is, a new one goes to the end.",
      }),
    ),
    customFields: Type.Optional(CustomFieldsInput),
  },
  { additionalProperties: false },
);
export type LineItemChange = Static<typeof LineItemChange>;

const ExpiresAt = Nullable(
  Type.String({
    format: 'date-time',
    description:
      "When housekeeping deletes the list (every few minutes after; history names the actor `system`); in the future; null: never (the organization's `listRetentionDays` still applies).",
  }),
);

export const ProductListCreate = Type.Object(
  {
    name: Name,
    description: Type.Optional(Description),
    expiresAt: Type.Optional(ExpiresAt),
    customFields: Type.Optional(CustomFieldsInput),
    lineItems: Type.Optional(Type.Array(LineItemInput, { maxItems: MAX_LINE_ITEMS_IN_REQUEST })),
  },
  { additionalProperties: false },
);
export type ProductListCreate = Static<typeof ProductListCreate>;

export const ProductListPatch = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    expiresAt: Type.Optional(ExpiresAt),
    customFields: Type.Optional(CustomFieldsInput),
    lineItems: Type.Optional(Type.Array(LineItemChange, { maxItems: MAX_LINE_ITEMS_IN_REQUEST, description: 'Upserts by productId; quantity 0 removes.' })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ProductListPatch = Static<typeof ProductListPatch>;

/** `DELETE /product-lists/{id}`: no body deletes the list; `items` removes only those entries. */
export const ProductListDeleteBody = Type.Unsafe<{ items?: string | string[] } | null | undefined>({
  type: ['object', 'null'],
  properties: {
    items: {
      description: 'Line-item ids or product ids: one string, a comma-separated string, or an array of strings.',
      anyOf: [
        { type: 'string', maxLength: 100_000, pattern: SINGLE_LINE_PATTERN },
        { type: 'array', items: { type: 'string', maxLength: 255, pattern: SINGLE_LINE_PATTERN }, maxItems: 10_000 },
      ],
    },
  },
  additionalProperties: false,
});

export const ProductListDuplicate = Type.Unsafe<{ name?: string } | null | undefined>({
  type: ['object', 'null'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 255, pattern: SINGLE_LINE_PATTERN, description: 'Name of the copy; "<name> (copy)" when absent.' },
  },
  additionalProperties: false,
});

export const ProductListParams = Type.Object({ id: SingleLineText({ minLength: 1, maxLength: 255 }) });
export const RemoveProductParams = Type.Object({
  id: SingleLineText({ minLength: 1, maxLength: 255, description: 'The product id.' }),
  productListId: SingleLineText({ minLength: 1, maxLength: 255, description: 'The product list id.' }),
});

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description: 'A repeat with the same key and body answers the first answer and creates nothing.',
    }),
  ),
});

export const ShareAccess = StringEnum(['read', 'edit'], {
  description: 'read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).',
});

const NullableAccess = (description: string) => Type.Unsafe<'read' | 'edit' | null>({ type: ['string', 'null'], enum: ['read', 'edit', null], description });

export const EmployeeShare = Type.Object(
  {
    employeeId: ClientId,
    access: ShareAccess,
  },
  { additionalProperties: false },
);

export const UnitShare = Type.Object(
  {
    unitId: SingleLineText({ minLength: 1, maxLength: 64 }),
    access: ShareAccess,
  },
  { additionalProperties: false },
);

/** A list's shares as a whole: `PUT` replaces them, `GET` answers them. */
export const ProductListSharesInput = Type.Object(
  {
    organization: Type.Optional(NullableAccess('A share with every employee of the organization; null or absent for none. Organization-level callers only.')),
    employees: Type.Optional(
      Type.Array(EmployeeShare, {
        maxItems: 1000,
        description: 'Colleagues of the same organization, each at most once; not the owner. Unit-level callers share within their branch.',
      }),
    ),
    units: Type.Optional(
      Type.Array(UnitShare, {
        maxItems: 100,
        description:
          'Units of the organization, each at most once: everyone in the unit and the units below it gets this access. Unit-level callers share with units of their branch.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductListSharesInput = Static<typeof ProductListSharesInput>;

export const ProductListShares = Type.Object(
  {
    apiAlias: Type.Literal('product_list_shares'),
    productListId: Type.String(),
    organization: NullableAccess('The share with every employee of the organization, or null.'),
    employees: Type.Array(Type.Object({ employeeId: Type.String(), access: ShareAccess }), { description: 'Ordered by employee id.' }),
    units: Type.Array(Type.Object({ unitId: Type.String(), access: ShareAccess }), {
      description: "Ordered by unit id; each reaches the unit's whole branch.",
    }),
    version: Type.Integer({ description: "The list's version: sharing is a change of the list." }),
  },
  { description: 'Who besides the owner may read or edit a product list.' },
);
export type ProductListShares = Static<typeof ProductListShares>;

/** `POST /product-lists/{id}/reorder`: every line item of the list, each once, in the new order. */
export const ProductListReorder = Type.Object(
  {
    lineItemIds: Type.Array(Type.String({ minLength: 1, maxLength: 255 }), {
      maxItems: MAX_LINE_ITEMS_IN_REQUEST,
      description: "The ids of exactly the list's current line items, in the order they are to stand.",
    }),
  },
  { additionalProperties: false },
);
export type ProductListReorder = Static<typeof ProductListReorder>;

export const ImportQuery = Type.Object({
  mode: Type.Optional(
    StringEnum(['merge', 'replace'], {
      description: "merge (default): upsert the file's rows (quantity 0 removes); replace: the list becomes exactly the file, in its order.",
    }),
  ),
});

/** `GET …/export` with `Accept: application/json`: the CSV's rows as JSON. */
export const ProductListExport = Type.Object(
  {
    apiAlias: Type.Literal('product_list_export'),
    productListId: Type.String(),
    version: Type.Integer(),
    rows: Type.Array(
      Type.Object({ productId: Type.String(), quantity: Type.Integer(), note: Nullable(Type.String()), customFields: Type.Optional(CustomFieldsAnswer) }),
      { description: 'In position order; `customFields` where the item has any.' },
    ),
  },
  { description: "A list's line items as rows (the same as its CSV export)." },
);

export const ProductListTransferBody = Type.Object(
  {
    targetId: Type.String({ minLength: 1, maxLength: 64, description: 'The list the items go to.' }),
    mode: StringEnum(['copy', 'move'], {
      description: 'copy: the source keeps them (read access to it is enough); move: they leave the source (edit access to both).',
    }),
    items: Type.Optional(
      Type.Unsafe<string | string[]>({
        anyOf: [
          { type: 'string', maxLength: 100_000, pattern: SINGLE_LINE_PATTERN },
          { type: 'array', items: { type: 'string', maxLength: 255, pattern: SINGLE_LINE_PATTERN }, maxItems: 10_000 },
        ],
        description: 'Line-item ids or product ids of the source (one string, comma-separated, or an array); absent: all its items.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const ProductListTransfer = Type.Object(
  {
    apiAlias: Type.Literal('product_list_transfer'),
    mode: StringEnum(['copy', 'move']),
    source: ProductList,
    target: ProductList,
  },
  { description: 'Both lists after the transfer, each as its detail read answers it.' },
);

/** `POST …/approve|reject`: an optional comment for the owner (no body at all is fine). */
export const ProductListDecision = Type.Unsafe<{ comment?: string } | null | undefined>({
  type: ['object', 'null'],
  properties: {
    comment: {
      type: 'string',
      minLength: 1,
      maxLength: 2000,
      pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]*$',
      description: 'For the owner: why (kept with the list as `statusComment`, and in history).',
    },
  },
  additionalProperties: false,
});
