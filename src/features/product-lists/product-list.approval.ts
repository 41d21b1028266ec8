import type { EventType } from '../../kernel/event-types.js';
import { AppError } from '../../kernel/errors.js';
import type { ServiceContext } from '../../platform/context.js';
import type { Caller } from '../../kernel/caller.js';
import { reachesPath } from '../../kernel/reach.js';
import { findVisibleList } from './product-list.repository.js';
import { noChanges } from '../../platform/live/list-events.js';
import { finishWrite, listNotFound, lockOrFail, SERVER_ID, writeList, type ListAnswer } from './product-list.write.js';
import type { ListStatus } from '../../platform/db/schema/product-list.table.js';
import { lockListById, type LockedList } from './product-list.write-statements.js';

export type ApprovalStep = 'submit' | 'approve' | 'reject';

const STEPS: Record<ApprovalStep, { from: readonly ListStatus[]; to: ListStatus; event: EventType }> = {
  submit: { from: ['draft', 'rejected'], to: 'submitted', event: 'product_list.submitted' },
  approve: { from: ['submitted'], to: 'approved', event: 'product_list.approved' },
  reject: { from: ['submitted'], to: 'rejected', event: 'product_list.rejected' },
};

function forbidden(detail: string): AppError {
  return new AppError('AUTH__PERMISSION_DENIED', { detail, parameters: { permission: 'product_list.approve' } });
}

/**
 * A step of a list's approval (`POST /product-lists/{id}/submit|approve|reject`): the owner submits
 * a draft (or a rejected list); a holder of `product_list.approve` who may read the list and whose
 * branch holds its owner (organization level: any owner, also a deleted one's lists) approves or
 * rejects a submitted one, never their own. The list's version moves, with its event and history
 * (`product_list.submitted|approved|rejected`, the comment in `data.comment`). A step from another
 * status is a 409 naming the status.
 */
export async function stepApproval(context: ServiceContext, caller: Caller, id: string, step: ApprovalStep, comment: string | null): Promise<ListAnswer> {
  if (!SERVER_ID.test(id)) throw listNotFound(id);
  const { from, to, event } = STEPS[step];
  return writeList(context, id, async (trx) => {
    let locked: LockedList;
    if (step === 'submit') {
      locked = await lockOrFail(trx, caller, id, undefined, 'own');
      if (locked.owner_id !== caller.employeeId) throw forbidden("Only the list's owner submits it for approval.");
    } else {
      if (!(await findVisibleList(trx, caller, id, 'read'))) throw listNotFound(id);
      const row = await lockListById(trx, caller.organizationId, id);
      if (!row) throw listNotFound(id);
      locked = row;
      if (locked.owner_id === caller.employeeId) throw forbidden('Nobody approves or rejects their own list.');
      const ownerReached = locked.owner_id === null ? caller.unitId === null : reachesPath(caller, locked.owner_unit_path);
      if (!ownerReached) throw forbidden("The list's owner is outside your branch: an approver of their branch (or of the organization) decides.");
    }
    if (!from.includes(locked.status)) {
      throw new AppError('PRODUCT_LIST__STATUS_CONFLICT', {
        detail: `The list is ${locked.status}; ${step === 'submit' ? 'a draft or a rejected list is submitted' : 'only a submitted list is approved or rejected'}.`,
        parameters: { status: locked.status },
      });
    }
    return finishWrite(context, trx, caller, {
      id,
      notes: noChanges(),
      before: { locked, items: new Map() },
      changes: { status: { status: to, comment: step === 'submit' ? null : comment } },
      history: { type: event, ...(comment !== null && step !== 'submit' ? { extra: { comment } } : {}) },
    });
  });
}
