import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ReadBatcher } from '../../../src/platform/fast/read-batcher.js';

/** One turn of the event loop (the batcher sends its keys in the check phase). */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A batcher whose statements end when the test says, each answering its keys upper-cased (or failing). */
function controlledBatcher() {
  const statements: string[][] = [];
  const ends: ((outcome: 'answer' | 'fail') => void)[] = [];
  const batcher = new ReadBatcher<string, string>((keys) => {
    statements.push([...keys]);
    return new Promise((resolve, reject) => {
      ends.push((outcome) => (outcome === 'answer' ? resolve(keys.map((key) => key.toUpperCase())) : reject(new Error('statement failed'))));
    });
  }, true);
  return { batcher, statements, end: (outcome: 'answer' | 'fail' = 'answer') => ends.shift()!(outcome) };
}

test('reads of one turn share a statement; at most two run at once, and the keys that come meanwhile go together in the next', async () => {
  const { batcher, statements, end } = controlledBatcher();
  const first = [batcher.read('a'), batcher.read('b')];
  await turn();
  const second = batcher.read('c');
  await turn();
  const waiting = ['d', 'e', 'f'].map((key) => batcher.read(key));
  await turn();
  const laterStill = batcher.read('g');
  await turn();
  assert.deepEqual(statements, [['a', 'b'], ['c']], 'two statements run; the rest wait');
  end();
  assert.deepEqual(await Promise.all(first), ['A', 'B']);
  await turn();
  assert.deepEqual(statements.at(-1), ['d', 'e', 'f', 'g'], 'what waited goes in one statement');
  end();
  end();
  assert.deepEqual(await Promise.all([second, ...waiting, laterStill]), ['C', 'D', 'E', 'F', 'G']);
  assert.deepEqual(batcher.stats, { statements: 3, keys: 7 });
});

test('a failed statement fails its own keys only, and frees its place for the keys waiting', async () => {
  const { batcher, statements, end } = controlledBatcher();
  const failing = batcher.read('a');
  await turn();
  const running = batcher.read('b');
  await turn();
  const waiting = batcher.read('c');
  await turn();
  end('fail');
  await assert.rejects(failing, /statement failed/);
  await turn();
  assert.deepEqual(statements, [['a'], ['b'], ['c']]);
  end();
  end();
  assert.deepEqual(await Promise.all([running, waiting]), ['B', 'C']);
});
