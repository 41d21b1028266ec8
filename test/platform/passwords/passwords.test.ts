import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { test } from 'node:test';
import { PasswordHasher } from '../../../src/platform/passwords/passwords.js';
import { HASH_THREAD_NICE } from '../../../src/platform/passwords/password.worker.js';

const COST = { memoryKib: 1024, iterations: 1 };

/** Nice values of this process's threads (Linux keeps one per thread), from /proc. */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name (in parentheses): state is field 3, nice field 19.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19 - 3]);
  });
}

test('passwords: Argon2id PHC strings that verify; wrong, missing and malformed hashes never do', async (t) => {
  const hasher = new PasswordHasher(COST);
  t.after(() => hasher.close());
  const hash = await hasher.hash('correct horse');
  assert.match(hash, /^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  assert.notEqual(await hasher.hash('correct horse'), hash, 'salted');
  assert.equal(await hasher.verify(hash, 'correct horse'), true);
  assert.equal(await hasher.verify(hash, 'wrong horse'), false);
  assert.equal(await hasher.verify(null, 'correct horse'), false);
  assert.equal(await hasher.verify('$argon2id$garbage', 'correct horse'), false);
});

test("passwords: hashes run on at most `concurrency` threads, below the event loop's priority", {
  skip: existsSync('/proc/self/task') ? false : 'needs Linux /proc',
}, async (t) => {
  const hasher = new PasswordHasher({ ...COST, concurrency: 2 });
  t.after(() => hasher.close());
  const before = threadNiceValues().filter((nice) => nice === HASH_THREAD_NICE).length;
  const hashes = await Promise.all(Array.from({ length: 8 }, (_, index) => hasher.hash(`password-${index}`)));
  assert.equal(new Set(hashes).size, 8);
  assert.equal(threadNiceValues().filter((nice) => nice === HASH_THREAD_NICE).length - before, 2);
  assert.equal(getPriority(), 0, 'the event loop keeps its priority');
});

test('passwords: after close, hashing fails instead of hanging', async () => {
  const hasher = new PasswordHasher(COST);
  await hasher.hash('warm up');
  await hasher.close();
  await assert.rejects(hasher.hash('late'), /closed/);
});
