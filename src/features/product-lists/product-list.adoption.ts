import { touch } from '../../platform/fast/freshness.js';
import type { GuestListsHandover } from '../identity/index.js';
import { now } from '../../platform/db/database.js';
import { GUEST_ORGANIZATION_ID } from '../../kernel/guest-organization.js';
import { recordEvents } from '../../platform/outbox/outbox.js';
import { createdChanges, listEvent } from './product-list.history.js';

/**
 * Inside the login's write (identity's endGuestAtLogin, which has locked the guest and ends it
 * after): the guest's lists become the employee's (ids kept, version moved on, a name the employee
 * already uses gets " (2)", " (3)" …), each recorded in the organization's history as
 * `product_list.created` with `adoptedFromGuest: true`. Given to identity at start (main/app.ts).
 */
export const adoptGuestLists: GuestListsHandover = async (trx, guest, to) => {
  const lists = await trx
    .selectFrom('product_list')
    .select(['id', 'name', 'description', 'custom_fields', 'version'])
    .where('organization_id', '=', GUEST_ORGANIZATION_ID)
    .where('owner_id', '=', guest.employeeId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (lists.length > 0) {
    const taken = new Set(
      (
        await trx.selectFrom('product_list').select('name').where('organization_id', '=', to.organizationId).where('owner_id', '=', to.employeeId).execute()
      ).map((row) => row.name),
    );
    const ids = lists.map((list) => list.id);
    const items = await trx
      .selectFrom('product_list_line_item')
      .select(['product_list_id', 'product_id', 'quantity', 'note', 'custom_fields'])
      .where('organization_id', '=', GUEST_ORGANIZATION_ID)
      .where('product_list_id', 'in', ids)
      .orderBy('position')
      .execute();
    const at = now();
    const events = [];
    for (const list of lists) {
      const name = freeName(list.name, taken);
      taken.add(name);
      await trx
        .updateTable('product_list')
        .set({ organization_id: to.organizationId, owner_id: to.employeeId, name, version: list.version + 1, updated_at: at, updated_by: to.employeeId })
        .where('organization_id', '=', GUEST_ORGANIZATION_ID)
        .where('id', '=', list.id)
        .execute();
      const own = items
        .filter((item) => item.product_list_id === list.id)
        .map((item) => ({ productId: item.product_id, quantity: item.quantity, note: item.note, customFields: item.custom_fields }));
      events.push(
        listEvent('product_list.created', list.id, list.version + 1, to.unitPath, createdChanges({ ...list, name }, own), { adoptedFromGuest: true }),
      );
    }
    await trx
      .updateTable('product_list_line_item')
      .set({ organization_id: to.organizationId })
      .where('organization_id', '=', GUEST_ORGANIZATION_ID)
      .where('product_list_id', 'in', ids)
      .execute();
    await trx.deleteFrom('event_ticket').where('product_list_id', 'in', ids).execute();
    await touch(trx, { lists: GUEST_ORGANIZATION_ID });
    await touch(trx, { lists: to.organizationId });
    await recordEvents(trx, to.organizationId, to.actor, events);
  }
};

/** `name`, or the first of `name (2)`, `name (3)` … not in `taken` (within the 255 characters of a name). */
function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, 255 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
