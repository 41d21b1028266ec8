import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startProcess } from '../../bench/processes.js';
import { load } from '../../bench/load.js';
import { listWriteScenarios } from '../../bench/service.js';
import { FLOOR_CONTEXT_TOKEN, FLOOR_ITEMS_CYCLE, floorListId } from '../../bench/servers/floor-conventions.js';
import { ACCESS_KEY, buildTestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/database.js';
import { skipOf } from '../helpers/dialects.js';

const LISTS = 60;
const headers = { 'sw-access-key': ACCESS_KEY, 'sw-context-token': FLOOR_CONTEXT_TOKEN };

/** The floor's tables after a load, as the checks read them. */
interface FloorState {
  lists: { id: string; version: number; item_count: number; total_quantity: number }[];
  items: { list_id: string; position: number; quantity: number }[];
  events: { sequence: number; type: string }[];
}

async function floorOn(url: string, t: { after: (fn: () => Promise<void>) => void }) {
  const floor = await startProcess(join(import.meta.dirname, '..', '..', 'bench', 'servers', 'floor.js'), [], {
    env: { FLOOR_DATABASE_URL: url, FLOOR_LISTS: String(LISTS), FLOOR_ACCESS_KEY: ACCESS_KEY },
  });
  t.after(() => floor.stop());
  return floor;
}

/**
 * The floor must do the durable work the service's writes do, or its ratio means nothing: every
 * acknowledged write is there with its own version, event and gapless sequence, positions dense, and
 * the answer has the service's shape.
 */
async function checkFloor(
  url: string,
  t: { after: (fn: () => Promise<void>) => void },
  readState: () => Promise<FloorState>,
  serviceAnswer: Record<string, unknown>,
) {
  const floor = await floorOn(url, t);
  const ids = Array.from({ length: LISTS }, (_, index) => floorListId(index));
  const [patch, create] = listWriteScenarios(floor.url, headers, ids);
  // Bounded: one second of 8 connections each.
  const answered = { 200: 0, 201: 0 } as Record<number, number>;
  const counted = (status: number) => {
    answered[status] = (answered[status] ?? 0) + 1;
  };
  const patchedLoad = await load({ ...patch!.load, onResponse: counted, connections: 8, durationSeconds: 1 });
  const createdLoad = await load({ ...create!.load, setupRequest: (request) => request, onResponse: counted, connections: 8, durationSeconds: 1 });
  assert.equal(
    patchedLoad.non2xx + patchedLoad.errors + createdLoad.non2xx + createdLoad.errors,
    0,
    JSON.stringify([patchedLoad.statusCodes, createdLoad.statusCodes]),
  );
  const patched = { total: answered[200]! };
  const created = { total: answered[201]! };
  assert.ok(patched.total > 20 && created.total > 20, `${patched.total} PATCHes, ${created.total} creates`);

  const state = await readState();
  // One event per write, numbered 1…n without a gap: the acknowledged ones, and those the load's end left unanswered (8 a load at most).
  const sequences = state.events.map((event) => event.sequence);
  assert.deepEqual(
    sequences,
    Array.from({ length: sequences.length }, (_, index) => index + 1),
  );
  const changes = state.events.filter((event) => event.type === 'product_list.changed').length;
  assert.ok(changes >= patched.total && changes <= patched.total + 8, `${changes} change events, ${patched.total} PATCHes answered`);
  assert.ok(sequences.length - changes >= created.total && sequences.length - changes <= created.total + 8);
  const seeded = state.lists.filter((list) => ids.includes(list.id));
  assert.equal(
    seeded.reduce((sum, list) => sum + list.version - 1, 0),
    changes,
    'every PATCH moved its list by one version',
  );
  for (const list of state.lists) {
    const items = state.items.filter((item) => item.list_id === list.id);
    assert.deepEqual(
      items.map((item) => item.position).sort((a, b) => a - b),
      items.map((_, index) => index),
      `positions of ${list.id} are dense`,
    );
    assert.equal(list.item_count, items.length);
    assert.equal(
      list.total_quantity,
      items.reduce((sum, item) => sum + item.quantity, 0),
    );
  }
  assert.equal(state.lists.length, LISTS + sequences.length - changes);

  // The answer: the service's shape, the whole list.
  const answer = (await (
    await fetch(`${floor.url}/store-api/product-lists/${ids[3]}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ lineItems: [{ productId: 'SHAPE-1', quantity: 2 }] }),
    })
  ).json()) as Record<string, unknown> & { lineItems: Record<string, unknown>[] };
  assert.deepEqual(Object.keys(answer), Object.keys(serviceAnswer));
  assert.deepEqual(Object.keys(answer.lineItems.at(-1)!), Object.keys((serviceAnswer.lineItems as Record<string, unknown>[]).at(-1)!));
  const before = state.items.filter((item) => item.list_id === ids[3]).length;
  assert.ok(before >= 3 % FLOOR_ITEMS_CYCLE);
  assert.deepEqual([answer.lineItems.length, answer.itemCount, answer.lineItems.at(-1)!.productId], [before + 1, before + 1, 'SHAPE-1']);
  // An unknown token: nothing.
  const stranger = await fetch(`${floor.url}/store-api/product-lists/${ids[3]}`, {
    method: 'PATCH',
    headers: { ...headers, 'sw-context-token': 'x', 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ productId: 'A', quantity: 1 }] }),
  });
  assert.equal(stranger.status, 401);
  const missing = await fetch(`${floor.url}/store-api/product-lists/${'f'.repeat(32)}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ productId: 'A', quantity: 1 }] }),
  });
  assert.equal(missing.status, 404);
}

describe('the floor of the benchmark (bench/servers/floor.ts): the durable work of PATCH and create, nothing less', () => {
  let serviceAnswer: Record<string, unknown>;
  test('the service answers a PATCH with the shape the floor must answer', async (t) => {
    const { app, acme } = await buildTestApp(t, 'sqlite');
    const created = await app.inject({
      method: 'POST',
      url: '/store-api/product-lists/create',
      headers: acme.headers,
      payload: { name: 'Shape', lineItems: [{ productId: 'A' }] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/store-api/product-lists/${created.json().id}`,
      headers: acme.headers,
      payload: { lineItems: [{ productId: 'B', quantity: 2 }] },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    serviceAnswer = patched.json();
  });

  test('on SQLite', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'store-api-floor-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'floor.sqlite');
    await checkFloor(
      `sqlite:${path}`,
      t,
      async () => {
        const db = new Database(path, { readonly: true });
        try {
          // One snapshot: writes the load's end left in flight may still commit meanwhile.
          return db.transaction(() => ({
            lists: db.prepare('select id, version, item_count, total_quantity from floor_list').all() as FloorState['lists'],
            items: db.prepare('select list_id, position, quantity from floor_item').all() as FloorState['items'],
            events: db.prepare('select sequence, type from floor_event order by sequence').all() as FloorState['events'],
          }))();
        } finally {
          db.close();
        }
      },
      serviceAnswer,
    );
  });

  test('on PostgreSQL', { skip: skipOf('postgres') }, async (t) => {
    const database = await createTestDatabase('postgres');
    t.after(() => database.close());
    await checkFloor(
      database.url,
      t,
      async () => {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        try {
          // One snapshot: writes the load's end left in flight may still commit meanwhile.
          await client.query('begin isolation level repeatable read');
          return {
            lists: (await client.query('select id, version, item_count, total_quantity from floor_list')).rows,
            items: (await client.query('select list_id, position, quantity from floor_item')).rows,
            events: (await client.query('select sequence::int, type from floor_event order by sequence')).rows,
          };
        } finally {
          await client.end();
        }
      },
      serviceAnswer,
    );
  });
});
