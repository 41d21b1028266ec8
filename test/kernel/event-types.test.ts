/**
 * The event types are one table (src/kernel/event-types.ts): docs/contract.md §10 shows exactly it
 * (`UPDATE_DOCS=1 npm test` rewrites the table there), and a webhook's `events` in the OpenAPI
 * document is exactly its patterns.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { EVENT_PATTERNS, EVENT_TYPES } from '../../src/kernel/event-types.js';
import { buildTestApp } from '../helpers/app.js';

const CONTRACT = join(import.meta.dirname, '..', '..', '..', 'docs', 'contract.md');
const START = '<!-- event types: made from src/kernel/event-types.ts; UPDATE_DOCS=1 npm test rewrites it -->';
const END = '<!-- end of event types -->';

test('docs/contract.md lists every event type the code writes, and no other', () => {
  const table = ['| Type | When |', '|---|---|', ...Object.entries(EVENT_TYPES).map(([type, meaning]) => `| \`${type}\` | ${meaning} |`)].join('\n');
  const text = readFileSync(CONTRACT, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  assert.ok(start >= 0 && end > start, `docs/contract.md holds the markers ${START} … ${END}`);
  const current = text.slice(start + START.length, end).trim();
  if (process.env.UPDATE_DOCS === '1') writeFileSync(CONTRACT, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
  else assert.equal(current, table, 'run UPDATE_DOCS=1 npm test to rewrite the table');
});

test("a webhook's events in the OpenAPI document are the published patterns: every type, each resource's `.*`, and `*`", async (t) => {
  const { app } = await buildTestApp(t, 'sqlite');
  // Every `events` field of a request body (the create and the PATCH), wherever the document puts it.
  const enums: unknown[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const events = (node as { properties?: { events?: { items?: { enum?: unknown } } } }).properties?.events;
      if (events?.items?.enum) enums.push(events.items.enum);
      Object.values(node).forEach(walk);
    }
  };
  walk(app.swagger());
  assert.ok(enums.length >= 2, 'the create and the PATCH');
  for (const found of enums) assert.deepEqual(found, EVENT_PATTERNS);
  for (const type of Object.keys(EVENT_TYPES)) assert.ok(EVENT_PATTERNS.includes(`${type.split('.')[0]}.*`), type);
});
