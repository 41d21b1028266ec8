/**
 * The elements' reference (docs/elements-reference.md) and their Custom Elements Manifest
 * (elements/custom-elements.json) are generated from the source: a change to an element's
 * attributes, events, parts or custom properties that was not regenerated fails here.
 * `UPDATE_DOCS=1 npm test` regenerates them.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';

const SCRIPT = join(import.meta.dirname, '..', '..', '..', 'scripts', 'elements-reference.mjs');

test("the elements' reference and manifest are the source's", () => {
  const update = process.env.UPDATE_DOCS === '1';
  const run = spawnSync(process.execPath, [SCRIPT, ...(update ? [] : ['--check'])], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
