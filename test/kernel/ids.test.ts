import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newId } from '../../src/kernel/ids.js';

test('server ids: UUIDv7 without dashes, unique and increasing within a process, the clock in their first 48 bits', () => {
  const before = Date.now();
  // More than one pool of random bytes (256 ids), and many within one millisecond.
  const ids = Array.from({ length: 5000 }, () => newId());
  const after = Date.now();
  for (const id of ids) {
    assert.match(id, /^[0-9a-f]{12}7[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    const msecs = parseInt(id.slice(0, 12), 16);
    // Within one millisecond the counter may carry into the next one: at most a few ahead.
    assert.ok(msecs >= before && msecs <= after + 5, `${id}: ${msecs} not within ${before}…${after}`);
  }
  assert.equal(new Set(ids).size, ids.length);
  for (let index = 1; index < ids.length; index += 1) assert.ok(ids[index - 1]! < ids[index]!, `${ids[index - 1]} before ${ids[index]}`);
  // The random tails differ (not one pool position repeated).
  assert.equal(new Set(ids.map((id) => id.slice(20))).size, ids.length);
});
