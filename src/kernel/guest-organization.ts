/**
 * The organization every guest belongs to (features/identity/guests/guest.service.ts): created on the first guest,
 * hidden from everything else. No one can log in to it (its people have neither email nor password),
 * it has no administrators, and nothing is recorded in its history or sent as its events. Its id is
 * the nil UUID, which `newId()` never makes.
 */
export const GUEST_ORGANIZATION_ID = '00000000000000000000000000000000';

export function isGuestOrganization(organizationId: string): boolean {
  return organizationId === GUEST_ORGANIZATION_ID;
}
