import { Type, type Static } from 'typebox';
import { Nullable, SingleLineText, StringEnum, Timestamp } from '../../platform/http/common.schemas.js';

/** The longest a list may sit unchanged under `listRetentionDays` (ten years). */
export const MAX_LIST_RETENTION_DAYS = 3650;

const ListSharingSchema = StringEnum(['organization', 'branch'] as const, {
  description:
    "Who may share a list with the whole organization: `organization` (the default): every owner, also one placed in a unit, as before units existed; `branch`: only owners at organization level, a unit's people share within their branch (with their units and colleagues).",
});

export const Organization = Type.Object(
  {
    apiAlias: Type.Literal('b2b_organization'),
    id: Type.String(),
    name: Type.String(),
    passwordLogin: Type.Boolean({ description: 'Employees may log in by password (`POST /account/login`).' }),
    requireSecondFactor: Type.Boolean({ description: 'Every employee must hold a second factor.' }),
    listRetentionDays: Nullable(
      Type.Integer({ description: 'Lists not changed for this many days are deleted (history and events name the actor `system`); null: lists are kept.' }),
    ),
    listSharing: ListSharingSchema,
    createdAt: Timestamp,
    updatedAt: Timestamp,
    version: Type.Integer(),
  },
  { description: 'The business customer: its name and its policies. Everything of one organization is invisible to every other.' },
);
export type Organization = Static<typeof Organization>;

export const OrganizationPatch = Type.Object(
  {
    name: Type.Optional(SingleLineText({ minLength: 1, maxLength: 255, description: '1–255 characters after trimming.' })),
    passwordLogin: Type.Optional(
      Type.Boolean({
        description: '`false` only once the organization has single sign-on (409 `ORGANIZATION__SSO_REQUIRED`): without it nobody could sign in.',
      }),
    ),
    requireSecondFactor: Type.Optional(
      Type.Boolean({ description: '`true`: the sessions of employees without a second factor may only enroll one (at once, and at their next logins).' }),
    ),
    listRetentionDays: Type.Optional(
      Nullable(
        Type.Integer({
          minimum: 1,
          maximum: MAX_LIST_RETENTION_DAYS,
          description: `1–${MAX_LIST_RETENTION_DAYS}: lists unchanged that long are deleted by housekeeping (every few minutes); null: kept.`,
        }),
      ),
    ),
    listSharing: Type.Optional(ListSharingSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type OrganizationPatch = Static<typeof OrganizationPatch>;
