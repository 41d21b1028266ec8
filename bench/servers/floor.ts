/**
 * The floor (issue 44): a hand-written server doing the durable work of the service's PATCH (one
 * line item into a list) and create (a list of three items), and nothing else, on SQLite or
 * PostgreSQL. Its CPU per request, beside the service's in the same run, says how much of a write's
 * cost is the work it must do. bench/README.md ("The floor") says what it does and does not do.
 *
 * Per request, in one transaction answered only once its commit is durable:
 * - the session from memory (a token of its own, checked with the access key);
 * - PATCH: the list looked up within the caller's organization and locked, the item upserted
 *   (quantities add; a new item goes last, positions stay dense), the list's version, `updatedAt`,
 *   item count and total quantity moved;
 * - create: the list and its items inserted;
 * - the organization's next event sequence (gapless, in commit order: its counter row stays locked
 *   until the commit), one event row with the change;
 * - the whole list answered, in the service's shape.
 * SQLite: one writer, the requests of one turn of the event loop in one transaction (group commit),
 * `synchronous = NORMAL` and an fdatasync of the WAL on libuv's thread pool before answering.
 * PostgreSQL: each request one statement (data-modifying CTEs), `synchronous_commit` on.
 *
 * FLOOR_DATABASE_URL: `sqlite:<file>` or `postgres://…` (an empty database of its own);
 * FLOOR_LISTS: lists to make at start (floor-conventions.ts says which and how full).
 */
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import Fastify, { type FastifyReply } from 'fastify';
import type { ProductListLineItemTable, ProductListTable } from '../../src/platform/db/schema/product-list.table.js';
import { FLOOR_CONTEXT_TOKEN, FLOOR_ITEMS_CYCLE, floorListId } from './floor-conventions.js';

const ACCESS_KEY = process.env.FLOOR_ACCESS_KEY ?? 'SWSCBENCHMARKACCESSKEY0001';
const DATABASE_URL = process.env.FLOOR_DATABASE_URL ?? '';
const LISTS = Number(process.env.FLOOR_LISTS ?? 5000);
const ORGANIZATION = 'floor-organization';
const EMPLOYEE = 'floor-employee';
/** The sessions, in memory. */
const SESSIONS = new Map([[FLOOR_CONTEXT_TOKEN, { organizationId: ORGANIZATION, employeeId: EMPLOYEE }]]);

/** A new id as a careful hand would make one: node's UUIDs (entropy drawn in bulk), without dashes. */
const newId = () => randomUUID().replaceAll('-', '');

/** The tables, the same on both databases but for the types of the sequence and the event's data. */
function schemaOf(big: string, json: string): string {
  return `
    create table if not exists floor_list (id text primary key, organization_id text not null, owner_id text, name text not null, description text,
      item_count integer not null, total_quantity integer not null, created_at text not null, updated_at text not null, version integer not null, updated_by text);
    create table if not exists floor_item (id text primary key, list_id text not null, product_id text not null, quantity integer not null, note text,
      position integer not null, created_at text not null, updated_at text not null, unique (list_id, product_id));
    create index if not exists floor_item_position on floor_item (list_id, position);
    create table if not exists floor_sequence (organization_id text primary key, value ${big} not null);
    create table if not exists floor_event (organization_id text not null, sequence ${big} not null, type text not null, list_id text not null,
      version integer not null, data ${json} not null, created_at text not null, primary key (organization_id, sequence));`;
}

/** The list row the floor keeps: the service's columns it needs (the type only; no code of the service runs here). */
type ListRow = Pick<
  ProductListTable,
  'id' | 'organization_id' | 'owner_id' | 'name' | 'description' | 'item_count' | 'total_quantity' | 'created_at' | 'updated_at' | 'version' | 'updated_by'
>;

/** A line item as the floor answers it: the service's columns but its custom fields. */
type ItemRow = Pick<ProductListLineItemTable, 'id' | 'product_id' | 'quantity' | 'note' | 'position' | 'created_at' | 'updated_at'>;

interface NewItem {
  productId: string;
  quantity?: number;
  note?: string;
}

/** The answer, as the service shapes it (what the floor does not keep is answered as a new list has it). */
function answerOf(list: ListRow, itemsJson: string): string {
  const head = JSON.stringify({
    apiAlias: 'product_list',
    id: list.id,
    organizationId: list.organization_id,
    ownerId: list.owner_id,
    name: list.name,
    description: list.description,
    itemCount: list.item_count,
    totalQuantity: list.total_quantity,
    createdAt: list.created_at,
    updatedAt: list.updated_at,
    version: list.version,
    updatedBy: list.updated_by,
    shared: false,
    expiresAt: null,
    status: 'draft',
    statusChangedBy: null,
    statusChangedAt: null,
    statusComment: null,
    customFields: {},
  });
  return `${head.slice(0, -1)},"lineItems":${itemsJson}}`;
}

function itemsJsonOf(items: readonly ItemRow[]): string {
  return JSON.stringify(
    items.map((item) => ({
      apiAlias: 'product_list_line_item',
      id: item.id,
      productId: item.product_id,
      quantity: item.quantity,
      note: item.note,
      position: item.position,
      createdAt: item.created_at,
      updatedAt: item.updated_at,
    })),
  );
}

interface Store {
  patch(organizationId: string, employeeId: string, listId: string, item: Required<Pick<NewItem, 'productId' | 'quantity'>>): Promise<string | undefined>;
  create(organizationId: string, employeeId: string, name: string, description: string | null, items: readonly NewItem[]): Promise<string>;
}

// ---------------------------------------------------------------------------------------------- SQLite

async function sqliteStore(path: string): Promise<Store> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(schemaOf('integer', 'text'));
  const at = new Date().toISOString();
  db.transaction(() => {
    db.prepare('insert into floor_sequence values (?, 0)').run(ORGANIZATION);
    const list = db.prepare('insert into floor_list values (?, ?, ?, ?, null, ?, ?, ?, ?, 1, null)');
    const item = db.prepare('insert into floor_item values (?, ?, ?, 1, null, ?, ?, ?)');
    for (let index = 0; index < LISTS; index += 1) {
      const id = floorListId(index);
      list.run(id, ORGANIZATION, EMPLOYEE, `Floor list ${index}`, index % FLOOR_ITEMS_CYCLE, index % FLOOR_ITEMS_CYCLE, at, at);
      for (let position = 0; position < index % FLOOR_ITEMS_CYCLE; position += 1) item.run(newId(), id, `P-${position}`, position, at, at);
    }
  })();

  const findList = db.prepare<[string, string], ListRow>('select * from floor_list where id = ? and organization_id = ?');
  const findItem = db.prepare<[string, string], { id: string; quantity: number }>('select id, quantity from floor_item where list_id = ? and product_id = ?');
  const insertItem = db.prepare('insert into floor_item values (?, ?, ?, ?, ?, ?, ?, ?)');
  const updateItem = db.prepare('update floor_item set quantity = ?, updated_at = ? where id = ?');
  const updateList = db.prepare<[number, number, string, string, string], ListRow>(
    'update floor_list set version = version + 1, item_count = item_count + ?, total_quantity = total_quantity + ?, updated_at = ?, updated_by = ? where id = ? returning *',
  );
  const nextSequence = db.prepare<[string], { value: number }>('update floor_sequence set value = value + 1 where organization_id = ? returning value');
  const insertEvent = db.prepare('insert into floor_event values (?, ?, ?, ?, ?, ?, ?)');
  const insertList = db.prepare<[string, string, string, string, string | null, number, number, string, string, string], ListRow>(
    'insert into floor_list values (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?) returning *',
  );
  const itemsOf = db.prepare<[string], ItemRow>(
    'select id, product_id, quantity, note, position, created_at, updated_at from floor_item where list_id = ? order by position, id',
  );
  const begin = db.prepare('begin immediate');
  const commit = db.prepare('commit');

  // The WAL file, kept open: a sync is one trip to the thread pool. Every commit made before a sync starts is durable when it ends.
  const wal = await open(`${path}-wal`, 'r+');
  let syncing: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const durable = (): Promise<void> => {
    if (!syncing) {
      syncing = wal.datasync().finally(() => {
        syncing = undefined;
      });
      return syncing;
    }
    // A sync under way may have started before this commit: the next one, shared by all that wait.
    next ??= syncing.then(() => {
      next = undefined;
      return durable();
    });
    return next;
  };

  type Work = { run: () => string | undefined; resolve: (answer: string | undefined) => void; reject: (error: unknown) => void };
  let queue: Work[] = [];
  const flush = () => {
    const batch = queue;
    queue = [];
    const answers: (string | undefined)[] = [];
    try {
      begin.run();
      for (const work of batch) answers.push(work.run());
      commit.run();
    } catch (error) {
      if (db.inTransaction) db.exec('rollback');
      for (const work of batch) work.reject(error);
      return;
    }
    durable().then(
      () => {
        for (const [index, work] of batch.entries()) work.resolve(answers[index]);
      },
      (error: unknown) => {
        for (const work of batch) work.reject(error);
      },
    );
  };
  const inBatch = (run: () => string | undefined) =>
    new Promise<string | undefined>((resolve, reject) => {
      if (queue.push({ run, resolve, reject }) === 1) setImmediate(flush);
    });
  const event = (type: string, organizationId: string, list: ListRow, data: object, when: string) =>
    insertEvent.run(organizationId, nextSequence.get(organizationId)!.value, type, list.id, list.version, JSON.stringify(data), when);

  return {
    patch: (organizationId, employeeId, listId, { productId, quantity }) =>
      inBatch(() => {
        const list = findList.get(listId, organizationId);
        if (!list) return undefined;
        const when = new Date().toISOString();
        const existing = findItem.get(listId, productId);
        if (existing) updateItem.run(existing.quantity + quantity, when, existing.id);
        else insertItem.run(newId(), listId, productId, quantity, null, list.item_count, when, when);
        const updated = updateList.get(existing ? 0 : 1, quantity, when, employeeId, listId)!;
        event('product_list.changed', organizationId, updated, { productId, quantity: (existing?.quantity ?? 0) + quantity, added: !existing }, when);
        return answerOf(updated, itemsJsonOf(itemsOf.all(listId)));
      }),
    create: async (organizationId, employeeId, name, description, items) =>
      (await inBatch(() => {
        const when = new Date().toISOString();
        const id = newId();
        const total = items.reduce((sum, item) => sum + (item.quantity ?? 1), 0);
        const list = insertList.get(id, organizationId, employeeId, name, description, items.length, total, when, when, employeeId)!;
        for (const [position, item] of items.entries())
          insertItem.run(newId(), id, item.productId, item.quantity ?? 1, item.note ?? null, position, when, when);
        event('product_list.created', organizationId, list, { items: items.length }, when);
        return answerOf(list, itemsJsonOf(itemsOf.all(id)));
      }))!,
  };
}

// ------------------------------------------------------------------------------------------ PostgreSQL

const ITEM_JSON = `json_build_object('apiAlias', 'product_list_line_item', 'id', x.id, 'productId', x.product_id, 'quantity', x.quantity,
  'note', x.note, 'position', x.position, 'createdAt', x.created_at, 'updatedAt', x.updated_at)`;

/** One statement: the list locked within the organization, the item upserted, the list moved, the next sequence, the event, the answer. */
const PATCH_SQL = `
with locked as (
  select id, item_count from floor_list where id = $1 and organization_id = $2 for update
), upserted as (
  insert into floor_item as i (id, list_id, product_id, quantity, note, position, created_at, updated_at)
  select $3, locked.id, $4, $5, null, locked.item_count, $6, $6 from locked
  on conflict (list_id, product_id) do update set quantity = i.quantity + excluded.quantity, updated_at = excluded.updated_at
  returning i.id, i.list_id, i.product_id, i.quantity, i.note, i.position, i.created_at, i.updated_at, (i.xmax = 0) as added
), listed as (
  update floor_list as l set version = l.version + 1, item_count = l.item_count + (case when u.added then 1 else 0 end),
    total_quantity = l.total_quantity + $5, updated_at = $6, updated_by = $7
  from upserted u where l.id = u.list_id returning l.*
), sequenced as (
  update floor_sequence set value = value + 1 where organization_id = $2 and exists (select from listed) returning value
), evented as (
  insert into floor_event (organization_id, sequence, type, list_id, version, data, created_at)
  select $2, s.value, 'product_list.changed', l.id, l.version, json_build_object('productId', u.product_id, 'quantity', u.quantity, 'added', u.added), $6
  from sequenced s, listed l, upserted u
)
select l.*, (
  select coalesce(json_agg(${ITEM_JSON} order by x.position, x.id), '[]') from (
    select id, product_id, quantity, note, position, created_at, updated_at from floor_item where list_id = l.id and product_id <> $4
    union all select id, product_id, quantity, note, position, created_at, updated_at from upserted
  ) x
) as items
from listed l`;

/** One statement: the list and its items inserted, the next sequence, the event, the answer. */
const CREATE_SQL = `
with listed as (
  insert into floor_list (id, organization_id, owner_id, name, description, item_count, total_quantity, created_at, updated_at, version, updated_by)
  values ($1, $2, $3, $4, $5, cardinality($6::text[]), (select sum(q) from unnest($8::int[]) q), $11, $11, 1, $3) returning *
), inserted as (
  insert into floor_item (id, list_id, product_id, quantity, note, position, created_at, updated_at)
  select t.id, $1, t.product_id, t.quantity, t.note, t.position - 1, $11, $11
  from unnest($6::text[], $7::text[], $8::int[], $9::text[], $10::int[]) as t(id, product_id, quantity, note, position)
  returning id, product_id, quantity, note, position, created_at, updated_at
), sequenced as (
  update floor_sequence set value = value + 1 where organization_id = $2 returning value
), evented as (
  insert into floor_event (organization_id, sequence, type, list_id, version, data, created_at)
  select $2, s.value, 'product_list.created', l.id, l.version, json_build_object('items', l.item_count), $11 from sequenced s, listed l
)
select l.*, (select coalesce(json_agg(${ITEM_JSON} order by x.position, x.id), '[]') from inserted x) as items from listed l`;

async function postgresStore(url: string): Promise<Store> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.FLOOR_POOL_SIZE ?? 10) });
  await pool.query(`${schemaOf('bigint', 'json')} insert into floor_sequence values ('${ORGANIZATION}', 0);`);
  const at = new Date().toISOString();
  const ids = Array.from({ length: LISTS }, (_, index) => floorListId(index));
  await pool.query(
    `insert into floor_list select id, $2, $3, 'Floor list ' || (n - 1), null, (n - 1) % $5, (n - 1) % $5, $4, $4, 1, null from unnest($1::text[]) with ordinality as t(id, n)`,
    [ids, ORGANIZATION, EMPLOYEE, at, FLOOR_ITEMS_CYCLE],
  );
  await pool.query(
    `insert into floor_item select md5(l.id || p), l.id, 'P-' || p, 1, null, p, $1, $1 from floor_list l, generate_series(0, $2 - 1) p where p < l.item_count`,
    [at, FLOOR_ITEMS_CYCLE],
  );
  await pool.query('vacuum analyze');

  // The items come as JSON, which pg parses; the answer writes them compactly, as the service's does.
  type Answer = ListRow & { items: unknown[] };
  return {
    patch: async (organizationId, employeeId, listId, { productId, quantity }) => {
      const { rows } = await pool.query<Answer>({
        name: 'floor-patch',
        text: PATCH_SQL,
        values: [listId, organizationId, newId(), productId, quantity, new Date().toISOString(), employeeId],
      });
      return rows[0] && answerOf(rows[0], JSON.stringify(rows[0].items));
    },
    create: async (organizationId, employeeId, name, description, items) => {
      const { rows } = await pool.query<Answer>({
        name: 'floor-create',
        text: CREATE_SQL,
        values: [
          newId(),
          organizationId,
          employeeId,
          name,
          description,
          items.map(() => newId()),
          items.map((item) => item.productId),
          items.map((item) => item.quantity ?? 1),
          items.map((item) => item.note ?? null),
          items.map((_, index) => index + 1),
          new Date().toISOString(),
        ],
      });
      return answerOf(rows[0]!, JSON.stringify(rows[0]!.items));
    },
  };
}

// ------------------------------------------------------------------------------------------------ HTTP

const store = DATABASE_URL.startsWith('sqlite:')
  ? await sqliteStore(DATABASE_URL.slice('sqlite:'.length))
  : DATABASE_URL.startsWith('postgres')
    ? await postgresStore(DATABASE_URL)
    : undefined;
if (!store) throw new Error(`FLOOR_DATABASE_URL: expected sqlite:<file> or postgres://…, got "${DATABASE_URL}"`);

const app = Fastify({ logger: false });
const ITEM = {
  type: 'object',
  required: ['productId'],
  additionalProperties: false,
  properties: {
    productId: { type: 'string', minLength: 1, maxLength: 64 },
    quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    note: { type: 'string', maxLength: 1000 },
  },
} as const;

function sessionOf(headers: Record<string, unknown>, reply: FastifyReply) {
  const session = headers['sw-access-key'] === ACCESS_KEY ? SESSIONS.get(String(headers['sw-context-token'])) : undefined;
  if (!session) void reply.code(401).send({ errors: [{ status: '401', code: 'AUTH__UNAUTHORIZED' }] });
  return session;
}

app.patch<{ Params: { id: string }; Body: { lineItems: NewItem[] } }>(
  '/store-api/product-lists/:id',
  { schema: { body: { type: 'object', required: ['lineItems'], properties: { lineItems: { type: 'array', minItems: 1, maxItems: 1, items: ITEM } } } } },
  async (request, reply) => {
    const session = sessionOf(request.headers, reply);
    if (!session) return reply;
    const item = request.body.lineItems[0]!;
    const answer = await store.patch(session.organizationId, session.employeeId, request.params.id, {
      productId: item.productId,
      quantity: item.quantity ?? 1,
    });
    if (answer === undefined) return reply.code(404).send({ errors: [{ status: '404', code: 'PRODUCT_LIST__NOT_FOUND' }] });
    return reply.header('content-type', 'application/json; charset=utf-8').send(answer);
  },
);

app.post<{ Body: { name: string; description?: string; lineItems?: NewItem[] } }>(
  '/store-api/product-lists/create',
  {
    schema: {
      body: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 255 },
          description: { type: 'string', maxLength: 2000 },
          lineItems: { type: 'array', maxItems: 1000, items: ITEM },
        },
      },
    },
  },
  async (request, reply) => {
    const session = sessionOf(request.headers, reply);
    if (!session) return reply;
    const { name, description, lineItems = [] } = request.body;
    const answer = await store.create(session.organizationId, session.employeeId, name, description ?? null, lineItems);
    return reply.code(201).header('content-type', 'application/json; charset=utf-8').send(answer);
  },
);

// A clean end on SIGTERM (the benchmark's stop), so that a --cpu-prof profile is written.
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
