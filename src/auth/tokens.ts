import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token, URL-safe. The caller gets it once; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 is right for tokens: they carry 256 random bits, so no slow hash is needed to protect them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
