import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. The caller gets it once; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const recentHashes = new Map<string, string>();
const MAX_REMEMBERED = 10_000;

/**
 * SHA-256 is right for tokens: they carry 256 random bits, so no slow hash is needed to protect
 * them. The hashes of recently seen tokens are remembered (bounded): every call of a session
 * hashes the same token again, and creating a hash object costs more than the lookup it serves.
 */
export function hashToken(token: string): string {
  let hash = recentHashes.get(token);
  if (hash === undefined) {
    hash = createHash('sha256').update(token).digest('hex');
    if (recentHashes.size >= MAX_REMEMBERED) recentHashes.clear();
    recentHashes.set(token, hash);
  }
  return hash;
}
