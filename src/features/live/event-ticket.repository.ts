import type { Trx } from '../../platform/db/database.js';

/** Tickets for the event stream of a list (a browser's EventSource sends no headers): kept by their hash, redeemed once. */

export async function insertTicket(
  trx: Trx,
  ticket: { ticketHash: string; organizationId: string; sessionTokenHash: string; listId: string; expiresAt: string },
): Promise<void> {
  await trx
    .insertInto('event_ticket')
    .values({
      ticket_hash: ticket.ticketHash,
      organization_id: ticket.organizationId,
      session_token_hash: ticket.sessionTokenHash,
      product_list_id: ticket.listId,
      expires_at: ticket.expiresAt,
    })
    .execute();
}

/** The ticket with this hash, gone from then on (whatever it holds: the caller checks its list and expiry). */
export function redeemTicket(trx: Trx, ticketHash: string) {
  return trx
    .deleteFrom('event_ticket')
    .where('ticket_hash', '=', ticketHash)
    .returning(['session_token_hash', 'product_list_id', 'expires_at'])
    .executeTakeFirst();
}
