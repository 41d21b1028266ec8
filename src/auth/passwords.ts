import argon2 from 'argon2';

export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

/**
 * Argon2id hashing. argon2 runs on libuv's thread pool, so hashing never blocks the event loop.
 * A verifier for unknown users spends the same time as for known ones (DESIGN §3).
 */
export class PasswordHasher {
  private readonly dummyHash: Promise<string>;

  constructor(private readonly cost: PasswordHashCost) {
    this.dummyHash = this.hash('not-a-real-password-only-spends-time');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.cost.memoryKib,
      timeCost: this.cost.iterations,
      parallelism: 1,
    });
  }

  /** Verifies `password` against `hash`, or, with no hash, spends the same time and answers false. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
