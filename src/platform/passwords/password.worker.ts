/**
 * The thread that hashes passwords (see passwords.ts). It runs Argon2id synchronously, one job at
 * a time, at a lower CPU priority than the event loop: when both want a core, requests go first.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { Algorithm, hashSync, verifySync } from '@node-rs/argon2';

export type PasswordJob =
  | { id: number; op: 'hash'; password: string; memoryKib: number; iterations: number }
  | { id: number; op: 'verify'; password: string; hash: string };

export type PasswordAnswer = { id: number; ok: true; value: string | boolean } | { id: number; ok: false; error: string };

/** Linux keeps a nice value per thread: this thread's is lowered, never the event loop's. */
export const HASH_THREAD_NICE = 10;

if (!isMainThread) lowerThisThreadsPriority();

function lowerThisThreadsPriority(): void {
  try {
    // setPriority(0, …) would name the process, that is its main thread (the event loop), so this
    // thread's own id is looked up: /proc/thread-self → "<pid>/task/<tid>". Linux only.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, HASH_THREAD_NICE);
  } catch {
    // Not Linux, or not permitted: hashing still works, at normal priority.
  }
}

function run(job: PasswordJob): string | boolean {
  if (job.op === 'hash') {
    return hashSync(job.password, { algorithm: Algorithm.Argon2id, memoryCost: job.memoryKib, timeCost: job.iterations, parallelism: 1 });
  }
  try {
    return verifySync(job.hash, job.password);
  } catch {
    return false; // A malformed stored hash verifies nothing.
  }
}

parentPort?.on('message', (job: PasswordJob) => {
  let answer: PasswordAnswer;
  try {
    answer = { id: job.id, ok: true, value: run(job) };
  } catch (error) {
    answer = { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
