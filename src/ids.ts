import { v7 } from 'uuid';

/** A new server id: a UUIDv7 without dashes, time-ordered so indexes stay compact (docs/contract.md §2). */
export function newId(): string {
  return v7().replaceAll('-', '');
}
