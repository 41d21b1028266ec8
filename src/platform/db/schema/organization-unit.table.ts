/** A unit of an organization's tree (migration 0009). */
export interface OrganizationUnitTable {
  organization_id: string;
  id: string;
  /** Null: directly under the organization. */
  parent_id: string | null;
  name: string;
  /** Lower-cased name: unique among siblings. */
  name_normalized: string;
  /** 1 for a unit directly under the organization, at most MAX_UNIT_DEPTH. */
  depth: number;
  /** The ids from the top unit down to this one, itself last, joined by "/" (unit-reach.ts). */
  path: string;
  created_at: string;
  updated_at: string;
  version: number;
}
