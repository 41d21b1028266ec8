import { findGuestLists, findLineItemsOfLists, listNamesOf } from './product-list.repository.js';
import { moveGuestLineItems, moveGuestList } from './product-list.write-statements.js';
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
  const lists = await findGuestLists(trx, guest.employeeId);
  if (lists.length > 0) {
    const taken = new Set(await listNamesOf(trx, to.organizationId, to.employeeId));
    const ids = lists.map((list) => list.id);
    const items = await findLineItemsOfLists(trx, GUEST_ORGANIZATION_ID, ids);
    const at = now();
    const events = [];
    for (const list of lists) {
      const name = freeName(list.name, taken);
      taken.add(name);
      await moveGuestList(trx, list, to, name, at);
      const own = (items.get(list.id) ?? []).map((item) => ({
        productId: item.product_id,
        quantity: item.quantity,
        note: item.note,
        customFields: item.custom_fields,
      }));
      events.push(
        listEvent('product_list.created', list.id, list.version + 1, to.unitPath, createdChanges({ ...list, name }, own), { adoptedFromGuest: true }),
      );
    }
    await moveGuestLineItems(trx, ids, to.organizationId);
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
