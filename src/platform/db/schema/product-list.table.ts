import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CustomValueKind } from '../../../kernel/custom-fields.js';
import type { CustomFields } from '../../../kernel/custom-fields.js';

export interface ProductListTable {
  id: string;
  organization_id: string;
  /** null once the owner is deleted: the list stays, visible to admins (docs/contract.md §2). */
  owner_id: string | null;
  name: string;
  description: string | null;
  /** Kept in the same transaction as every line-item change, so they can be filtered and sorted by index. */
  item_count: number;
  total_quantity: number;
  created_at: string;
  updated_at: string;
  version: number;
  /** The employee who made the latest change (null for lists changed before it was recorded, or by someone since deleted). */
  updated_by: string | null;
  /** 1 while the list has any share (product_list_share): the search's `shared` filter. */
  shared: Generated<number>;
  /** Housekeeping deletes the list after this (null: never, but by the organization's retention). */
  expires_at: string | null;
  /** Approval: draft, submitted, approved or rejected. A change of an approved or submitted list's items makes it a draft again. */
  status: Generated<ListStatus>;
  status_changed_by: string | null;
  status_changed_at: string | null;
  /** The approver's comment with an approval or rejection. */
  status_comment: string | null;
  /** Custom fields (a JSON object): jsonb on PostgreSQL (read as an object), JSON text on SQLite; null: none. */
  custom_fields: ColumnType<CustomFields | string | null, string | null, string | null>;
}

export type ListStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

/** Who else may read or edit a list: an employee of its organization, or `*` for the whole organization. */
export interface ProductListShareTable {
  organization_id: string;
  product_list_id: string;
  employee_id: string;
  access: 'read' | 'edit';
  created_at: string;
}

export interface ProductListLineItemTable {
  id: string;
  organization_id: string;
  product_list_id: string;
  product_id: string;
  quantity: number;
  note: string | null;
  /** 1…n within the list, dense: the order buyers set (new items go to the end). */
  position: number;
  created_at: string;
  updated_at: string;
  /** An integration's own fields of the item (custom-fields.ts): JSON text on SQLite, jsonb on PostgreSQL; null: none. */
  custom_fields: ColumnType<CustomFields | string | null, string | null | undefined, string | null>;
}

/** Change counters of an organization's lists (see migration 0005): their sum is its lists revision. */
export interface ProductListRevisionTable {
  organization_id: string;
  shard: number;
  revision: number;
}

/** A single-use ticket opening a list's event stream (`?ticket=`): only its SHA-256 is stored. */
export interface EventTicketTable {
  ticket_hash: string;
  organization_id: string;
  /** The session it was asked for: the stream runs as that session, and ends with it. */
  session_token_hash: string;
  product_list_id: string;
  expires_at: string;
}

/** One scalar of a list's custom fields (each element of a list value too): what `customFields.<key>` searches find by index. */
export interface ProductListCustomValueTable {
  product_list_id: string;
  key: string;
  kind: CustomValueKind;
  /** Text, or `true`/`false` for a boolean. */
  value_text: string | null;
  value_number: number | null;
}

/**
 * What a write learns of the list it locked, with the unit path of its owner: the scope its events
 * are read by (an audit reader reaches the lists whose owner is in their branch; null: no owner,
 * or an owner at organization level), read in the same statement, not in one of its own.
 */
export type LockedList = Pick<
  Selectable<ProductListTable>,
  'id' | 'version' | 'owner_id' | 'name' | 'description' | 'status' | 'expires_at' | 'custom_fields' | 'item_count'
> & { owner_unit_path: string | null };
