import { createHash } from 'node:crypto';
import type { Db, Trx } from '../db/database.js';
import { now } from '../db/database.js';
import { isUniqueViolation } from '../db/dialect.js';
import type { Writer } from '../db/write.js';
import type { Caller } from '../../kernel/caller.js';
import { AppError } from '../../kernel/errors.js';

/** What a create answers; stored under the key so that a repeat gets exactly the same. */
export interface StoredAnswer<Body> {
  status: number;
  body: Body;
  location: string | null;
  /** True when this is the answer to an earlier request with the same key. */
  replayed: boolean;
}

export interface IdempotentRequest {
  key: string | undefined;
  method: string;
  path: string;
  body: unknown;
}

function requestHash(request: IdempotentRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

async function storedAnswer<Body>(db: Db | Trx, caller: Caller, key: string, hash: string): Promise<StoredAnswer<Body> | undefined> {
  const row = await db
    .selectFrom('idempotency_key')
    .selectAll()
    .where('organization_id', '=', caller.organizationId)
    .where('employee_id', '=', caller.employeeId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) {
    throw new AppError('IDEMPOTENCY__KEY_REUSED', {
      detail: 'This Idempotency-Key was already used with another request; use a new key for a new request.',
      parameters: { key },
    });
  }
  return { status: row.status_code, body: JSON.parse(row.response_body) as Body, location: row.location, replayed: true };
}

/**
 * Runs a create under an `Idempotency-Key` (docs/contract.md §6): the key is stored in the same transaction
 * as what it created, so a repeat (even a concurrent one) gets the first answer and creates
 * nothing; the same key with another request is a 409. Keys belong to the employee who sent them.
 */
export async function createIdempotently<Body>(
  db: Db,
  writer: Writer,
  caller: Caller,
  request: IdempotentRequest,
  create: (trx: Trx) => Promise<{ status: number; body: Body; location: string | null }>,
): Promise<StoredAnswer<Body>> {
  const key = request.key;
  if (key === undefined) return { ...(await writer.run(create)), replayed: false };
  const hash = requestHash(request);
  try {
    return await writer.run(async (trx) => {
      const earlier = await storedAnswer<Body>(trx, caller, key, hash);
      if (earlier) return earlier;
      const answer = await create(trx);
      await trx
        .insertInto('idempotency_key')
        .values({
          organization_id: caller.organizationId,
          employee_id: caller.employeeId,
          idempotency_key: key,
          request_hash: hash,
          status_code: answer.status,
          response_body: JSON.stringify(answer.body),
          location: answer.location,
          created_at: now(),
        })
        .execute();
      return { ...answer, replayed: false };
    });
  } catch (error) {
    // A concurrent request with the same key committed first: answer what it answered.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await storedAnswer<Body>(db, caller, key, hash);
    if (!earlier) throw error;
    return earlier;
  }
}
