import { Type, type Static } from 'typebox';
import { Nullable, SingleLineText, Timestamp } from '../../platform/http/common.schemas.js';

/** A unit id as clients send it: checked against the organization's units by the service (unknown: 400 at its pointer). */
export const UnitId = SingleLineText({ minLength: 1, maxLength: 64, description: 'The id of an organization unit.' });

export const OrganizationUnit = Type.Object(
  {
    apiAlias: Type.Literal('b2b_organization_unit'),
    id: Type.String(),
    organizationId: Type.String(),
    name: Type.String(),
    parentId: Nullable(Type.String({ description: 'null: directly under the organization.' })),
    depth: Type.Integer({ minimum: 1, maximum: 5, description: '1 directly under the organization; at most 5.' }),
    path: Type.Array(Type.String(), { description: 'The ids from the top unit down to this one, itself last.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    version: Type.Integer(),
  },
  { description: "A unit of the organization's tree (a company, a region, a department): its employees, and whoever manages the units above it." },
);
export type OrganizationUnit = Static<typeof OrganizationUnit>;

/** A search element may also carry the unit's direct children and employees. */
export const OrganizationUnitElement = Type.Object({
  ...OrganizationUnit.properties,
  childCount: Type.Integer({ description: 'Units directly below it.' }),
  employeeCount: Type.Integer({ description: 'Employees in the unit itself (not in the units below).' }),
});

const Name = SingleLineText({ minLength: 1, maxLength: 255, description: '1–255 characters after trimming; unique among its siblings (ignoring case).' });

export const OrganizationUnitCreate = Type.Object(
  {
    name: Name,
    parentId: Type.Optional(
      Nullable(
        SingleLineText({
          minLength: 1,
          maxLength: 64,
          description:
            "null: directly under the organization (organization-level callers only). Absent: under the caller's own unit (the organization for organization-level callers).",
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type OrganizationUnitCreate = Static<typeof OrganizationUnitCreate>;

export const OrganizationUnitPatch = Type.Object(
  {
    name: Type.Optional(Name),
    parentId: Type.Optional(
      Nullable(
        SingleLineText({
          minLength: 1,
          maxLength: 64,
          description: 'Moves the unit, with everything below it, under this unit (null: under the organization).',
        }),
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OrganizationUnitPatch = Static<typeof OrganizationUnitPatch>;

export const OrganizationUnitDeleteQuery = Type.Object(
  {
    moveTo: Type.Optional(
      SingleLineText({
        minLength: 1,
        maxLength: 64,
        description:
          "Where the unit's employees and child units go, in the same transaction: a unit id, or `root` (the organization level). Required while the unit holds any.",
      }),
    ),
  },
  { additionalProperties: false },
);
