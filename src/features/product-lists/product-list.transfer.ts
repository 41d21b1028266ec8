import { unitPathsOf } from '../identity/index.js';
import { findLineItemsInOrder } from './product-list.repository.js';
import { deleteLineItemsById } from './product-list.write-statements.js';
import { AppError } from '../../kernel/errors.js';
import type { ServiceContext } from '../../platform/context.js';
import { keptListAnswer, type KeptListAnswer } from './product-list.reads.js';
import type { Trx } from '../../platform/db/database.js';
import type { Caller } from '../../kernel/caller.js';
import { actorOf, recordEvent } from '../../platform/outbox/outbox.js';
import { findVisibleList, type ProductListRow } from './product-list.repository.js';
import { compactPositions } from './product-list.write-statements.js';
import { itemsBefore, itemStateOf, listEvent, type ItemState } from './product-list.history.js';
import { customFieldsOf } from '../../kernel/custom-fields.js';
import { upsertRows } from './product-list.files.js';
import { noChanges, type ListEvent } from '../../platform/live/list-events.js';
import { finishWrite, listNotFound, lockOrFail, SERVER_ID, type ListAnswer } from './product-list.write.js';
import { assertItemsNamed, parseItems } from './product-list.line-items.js';
import { MAX_QUANTITY } from './product-list.schemas.js';
import type { LockedList } from './product-list.write-statements.js';

export interface TransferInput {
  targetId: string;
  mode: 'copy' | 'move';
  items?: string | string[];
}

/** The transfer's ids and items checked before any statement; the names of the items (undefined: all). */
function checkedTransfer(sourceId: string, input: TransferInput): string[] | undefined {
  if (!SERVER_ID.test(sourceId)) throw listNotFound(sourceId);
  if (input.targetId === sourceId) throw AppError.validation([{ pointer: '/targetId', detail: 'The target is the source list itself.' }]);
  if (!SERVER_ID.test(input.targetId))
    throw new AppError('PRODUCT_LIST__NOT_FOUND', {
      detail: `No product list with id "${input.targetId}" exists.`,
      pointer: '/targetId',
      parameters: { id: input.targetId },
    });
  const names = input.items === undefined ? undefined : parseItems(input.items);
  if (names?.length === 0)
    throw AppError.validation([{ pointer: '/items', detail: 'Name at least one line-item id or product id, or leave items out for all.' }]);
  return names;
}

/** The lists a transfer writes, locked: the target, and for a move the source too, in id order (two opposite moves cannot deadlock). */
async function lockTransfer(trx: Trx, caller: Caller, sourceId: string, targetId: string, moving: boolean): Promise<Map<string, LockedList>> {
  const locks = new Map<string, LockedList>();
  for (const id of moving ? [sourceId, targetId].sort() : [targetId]) {
    try {
      locks.set(id, await lockOrFail(trx, caller, id, undefined));
    } catch (error) {
      // The target's 404 and 403 name the target.
      if (id === targetId && error instanceof AppError && (error.code === 'PRODUCT_LIST__NOT_FOUND' || error.code === 'AUTH__PERMISSION_DENIED')) {
        throw new AppError(error.code, { detail: `${error.message} (the target list)`, pointer: '/targetId', parameters: error.parameters });
      }
      throw error;
    }
  }
  return locks;
}

type SourceItem = Awaited<ReturnType<typeof findLineItemsInOrder>>[number];

/** The source's items named (by line-item or product id; all when undefined): a name not there is a 404, none at all a 400. */
function chosenItems(sourceItems: SourceItem[], names: string[] | undefined): SourceItem[] {
  const chosen = names === undefined ? sourceItems : sourceItems.filter((item) => names.includes(item.id) || names.includes(item.product_id));
  if (names !== undefined) assertItemsNamed(names, sourceItems, 'the source list', 'transferred');
  if (chosen.length === 0) throw AppError.validation([{ pointer: '/items', detail: 'The source list has no line items to transfer.' }]);
  return chosen;
}

/**
 * The rows written to the target: quantities add up where it holds the product (at most
 * MAX_QUANTITY, or a 400), the item's custom fields go with it, merged into the target's (the
 * source's win).
 */
function targetRowsOf(chosen: readonly SourceItem[], targetBefore: ReadonlyMap<string, ItemState>) {
  const rows = chosen.map((item, index) => {
    const fields = customFieldsOf(item.custom_fields);
    return {
      line: index + 1,
      productId: item.product_id,
      quantity: (targetBefore.get(item.product_id)?.quantity ?? 0) + item.quantity,
      note: item.note,
      ...(Object.keys(fields).length > 0 ? { customFields: fields } : {}),
    };
  });
  const over = rows.find((row) => row.quantity > MAX_QUANTITY);
  if (over)
    throw AppError.validation([
      {
        pointer: '/items',
        detail: `${over.productId} would reach a quantity of ${over.quantity} in the target, above ${MAX_QUANTITY}. Nothing was transferred.`,
      },
    ]);
  return rows;
}

/**
 * `POST /product-lists/{id}/transfer`: line items (all, or the named ones: line-item ids or product
 * ids) copied or moved to another list, in one transaction. Where the target holds a product already
 * the quantities add up (its note stays); new ones go to its end in the source's order. The target's
 * limit holds (400, nothing changes), as does MAX_QUANTITY per item. A move locks both lists in id
 * order (two opposite moves cannot deadlock) and removes the items from the source; a copy needs
 * only read access to the source, which stays as it was (its history notes the copy). Both
 * versions that changed move, with their events and history.
 */
export async function transferItems(
  context: ServiceContext,
  caller: Caller,
  sourceId: string,
  input: TransferInput,
): Promise<{ source: KeptListAnswer; target: ListAnswer }> {
  const names = checkedTransfer(sourceId, input);
  const { organizationId } = caller;
  const moving = input.mode === 'move';
  const events: ListEvent[] = [];
  const answers = await context.writer.run(async (trx) => {
    const locks = await lockTransfer(trx, caller, sourceId, input.targetId, moving);
    const sourceRow = moving ? undefined : await findVisibleList(trx, caller, sourceId, 'read');
    if (!moving && !sourceRow) throw listNotFound(sourceId);
    const chosen = chosenItems(await findLineItemsInOrder(trx, organizationId, sourceId), names);

    // The target: quantities add up where it holds the product; new items at its end, in the source's order.
    const productIds = chosen.map((item) => item.product_id);
    const targetBefore = await itemsBefore(trx, organizationId, input.targetId, productIds);
    const rows = targetRowsOf(chosen, targetBefore);
    const targetNotes = noChanges();
    // The locked row's count is exact (every line-item write keeps it in its own transaction).
    const { after } = await upsertRows(
      trx,
      organizationId,
      input.targetId,
      rows,
      locks.get(input.targetId)!.item_count,
      { quantity: true, note: false, fieldsPointer: () => '/items' },
      targetNotes,
    );
    if (targetNotes.added.length > 0) await compactPositions(trx, organizationId, input.targetId);
    const transfer = { mode: input.mode, sourceId, targetId: input.targetId, items: productIds.length };
    const target = await finishWrite(context, trx, caller, {
      id: input.targetId,
      notes: targetNotes,
      before: { locked: locks.get(input.targetId)!, items: targetBefore, after },
      history: { extra: { transfer } },
    });
    if (target.event) events.push(target.event);

    if (moving) {
      await deleteLineItemsById(
        trx,
        organizationId,
        sourceId,
        chosen.map((item) => item.id),
      );
      await compactPositions(trx, organizationId, sourceId);
      const source = await finishWrite(context, trx, caller, {
        id: sourceId,
        notes: { ...noChanges(), removed: productIds },
        before: {
          locked: locks.get(sourceId)!,
          items: new Map(chosen.map((item) => [item.product_id, itemStateOf(item.quantity, item.note, item.custom_fields)])),
        },
        history: { extra: { transfer } },
      });
      if (source.event) events.push(source.event);
      return { source: source.result, target: target.result };
    }
    // A copy leaves the source as it is; its history says what was copied where.
    const row = sourceRow as ProductListRow;
    const [owner] = row.owner_id === null ? [] : await unitPathsOf(trx, organizationId, [row.owner_id]);
    await recordEvent(
      trx,
      organizationId,
      actorOf(caller),
      listEvent('product_list.items_copied', sourceId, row.version, owner?.unit_path ?? null, {}, { transfer, productIds }),
    );
    return { source: undefined, target: target.result };
  }, sourceId);
  for (const event of events) context.listEvents?.committed(event);
  if (answers.source) return { source: answers.source, target: answers.target };
  // The copied-from list, read after the commit as the detail read answers it.
  const row = await findVisibleList(context.db, caller, sourceId, 'read');
  if (!row) throw listNotFound(sourceId);
  // From the answer cache when this version was answered before (a copy's source keeps its version: copied again and again, it is read once).
  return { source: await keptListAnswer(context, row, { db: context.db }), target: answers.target };
}
