import type { Kysely } from 'kysely';
import { isMysql } from '../dialect.js';

/**
 * Fewer indexes on the list row (issue 44): every write of a list moved the entries of each index
 * holding a column it changed, and a PATCH changes `updated_at` and, adding an item, `item_count`:
 * four index entries rewritten per PATCH on SQLite, every index of the row on PostgreSQL (an
 * indexed column changed, so no HOT update). Kept: the organization's sort indexes by name,
 * creation and last change (an admin's page, deep or not, walks an index), and the owner's by name
 * (a member's own lists, and the owner's foreign key). Dropped: the owner's by creation, last
 * change and item count (a member's lists are found by the owner's name index and sorted, a few
 * rows), and the organization's by item count (such a sort, rare, sorts the organization's lists).
 * And the line items' (product_list_id, id): every query of a list's items orders by position (the
 * position index), finds an item by product (the unique index) or by id (the primary key), and
 * both other indexes lead with the list for its foreign key; each new item wrote it for nothing.
 * docs/decisions.md, "Fewer indexes on the list row".
 */
const DROPPED = [
  ['product_list', 'product_list_owner_created_at_idx', ['organization_id', 'owner_id', 'created_at', 'id']],
  ['product_list', 'product_list_owner_updated_at_idx', ['organization_id', 'owner_id', 'updated_at', 'id']],
  ['product_list', 'product_list_owner_item_count_idx', ['organization_id', 'owner_id', 'item_count', 'id']],
  ['product_list', 'product_list_organization_item_count_idx', ['organization_id', 'item_count', 'id']],
  ['product_list_line_item', 'product_list_line_item_list_idx', ['product_list_id', 'id']],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, name] of DROPPED) {
    const drop = db.schema.dropIndex(name);
    // MariaDB's DROP INDEX names its table; SQLite's and PostgreSQL's must not.
    await (isMysql(db) ? drop.on(table) : drop).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, name, columns] of DROPPED) await db.schema.createIndex(name).on(table).columns([...columns]).execute();
}
