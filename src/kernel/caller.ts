import type { FastifyRequest } from 'fastify';
import type { Permission } from './permissions.js';
import { AppError } from './errors.js';

/** Who is calling: the employee behind a valid `sw-context-token`. */
export interface Caller {
  employeeId: string;
  organizationId: string;
  role: string;
  permissions: ReadonlySet<Permission>;
  tokenHash: string;
  /** The caller's organization unit, null at organization level: every permission reaches this branch only (unit-reach.ts). */
  unitId: string | null;
  /** The unit's path (ids from the top, joined by "/"), read with the session, so a move counts on the next request. */
  unitPath: string | null;
  /** The request this caller came with: history names it (platform/outbox/outbox.ts). */
  requestId: string | null;
  /** The session may only enroll a second factor (the organization requires one): every other route is a 403. */
  enrollOnly?: boolean;
  /** The session came through the organization's single sign-on: bound to it (account.service.ts, assertNotSsoSession). */
  viaSso?: boolean;
  /** A guest (POST /account/guest): its own product lists only, on the routes that admit guests (auth.hooks.ts). */
  guest?: boolean;
  /** Not an employee: the organization's SCIM client (history's actor `scim`). */
  actor?: 'scim';
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** The caller of a route guarded by requirePermission/requireSession. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('AUTH__CONTEXT_TOKEN_INVALID', { detail: 'A valid sw-context-token header is required.' });
  return request.caller;
}

export function can(caller: Caller, permission: Permission): boolean {
  return caller.permissions.has(permission);
}
