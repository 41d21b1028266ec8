import { availableParallelism } from 'node:os';
import argon2 from 'argon2';

export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
  /** Hashes computed at once; by default one core fewer than the machine has (at least one). */
  concurrency?: number;
}

/**
 * Argon2id hashing. argon2 runs on libuv's thread pool, so hashing never blocks the event loop;
 * and at most `concurrency` hashes run at once, so a flood of logins leaves a core to the event
 * loop (reads keep their latency) and memory stays bounded (each hash takes `memoryKib`).
 * A verifier for unknown users spends the same time as for known ones (DESIGN §3).
 */
export class PasswordHasher {
  private readonly dummyHash: Promise<string>;
  private readonly slots: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly cost: PasswordHashCost) {
    this.slots = cost.concurrency ?? Math.max(1, availableParallelism() - 1);
    this.dummyHash = this.hash('not-a-real-password-only-spends-time');
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running += 1;
    // Full: wait until a finishing hash hands its slot over.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  hash(password: string): Promise<string> {
    return this.limited(() => argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.cost.memoryKib,
      timeCost: this.cost.iterations,
      parallelism: 1,
    }));
  }

  /** Verifies `password` against `hash`, or, with no hash, spends the same time and answers false. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      const dummy = await this.dummyHash;
      await this.limited(() => argon2.verify(dummy, password)).catch(() => false);
      return false;
    }
    try {
      return await this.limited(() => argon2.verify(hash, password));
    } catch {
      return false;
    }
  }
}
