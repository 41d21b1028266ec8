import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/errors.js';

export function etagOf(version: number): string {
  return `"${version}"`;
}

/**
 * The version an `If-Match` header asks for: `"3"`, `W/"3"` or `3`; `*` and no header mean any.
 * A value that names no version can never match, so it is a 412, not a 400 (RFC 9110 §13.1.1).
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  if (!match) return -1;
  return Number(match[1]);
}

export function assertVersion(current: number, expected: number | undefined): void {
  if (expected !== undefined && expected !== current) {
    throw new AppError('REQUEST__PRECONDITION_FAILED', {
      detail: `The resource is at version ${current}, not the one If-Match names.`,
      parameters: { currentVersion: current },
    });
  }
}

export function setEtag(reply: FastifyReply, version: number): void {
  reply.header('etag', etagOf(version));
}

/** `If-None-Match` names the current version: the client's copy is fresh (304). */
export function isNotModified(request: FastifyRequest, version: number): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const etag = etagOf(version);
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
