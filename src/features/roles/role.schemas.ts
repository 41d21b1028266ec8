import { Type, type Static } from 'typebox';
import { MultiLineText, Nullable, SingleLineText, Timestamp } from '../../platform/http/common.schemas.js';
import { PERMISSIONS } from '../../kernel/permissions.js';

export const PermissionName = Type.Unsafe<string>({
  type: 'string',
  enum: [...PERMISSIONS],
  description: 'A permission (GET /store-api/permissions lists them).',
});

export const Role = Type.Object(
  {
    apiAlias: Type.Literal('b2b_role'),
    id: Type.String({ description: '`admin` and `member` for the built-in roles; a server-made id for the others.' }),
    organizationId: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    permissions: Type.Array(Type.String(), { description: 'Sorted by name.' }),
    builtIn: Type.Boolean({ description: 'The built-in roles cannot be changed or deleted.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    version: Type.Integer(),
  },
  { description: 'A named set of permissions; every employee holds exactly one role.' },
);
export type Role = Static<typeof Role>;

const Name = SingleLineText({ minLength: 1, maxLength: 255, description: '1–255 characters after trimming; unique in the organization (ignoring case).' });
const Permissions = Type.Array(PermissionName, { maxItems: 100, description: 'Only permissions the caller holds may be granted; repeats count once.' });

export const RoleCreate = Type.Object(
  {
    name: Name,
    description: Type.Optional(Nullable(MultiLineText({ maxLength: 2000 }))),
    permissions: Permissions,
  },
  { additionalProperties: false },
);
export type RoleCreate = Static<typeof RoleCreate>;

export const RolePatch = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Nullable(MultiLineText({ maxLength: 2000 }))),
    permissions: Type.Optional(Permissions),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type RolePatch = Static<typeof RolePatch>;

export const RoleDeleteQuery = Type.Object(
  {
    replacement: Type.Optional(
      SingleLineText({
        minLength: 1,
        maxLength: 64,
        description: "The role (id, or `admin`/`member`) the role's employees get instead; required while any employee holds the role.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const PermissionList = Type.Object(
  {
    apiAlias: Type.Literal('b2b_permission_list'),
    groups: Type.Array(
      Type.Object({
        group: Type.String({ description: 'What the permissions are about: employee, account, role, product_list.' }),
        permissions: Type.Array(Type.Object({ name: Type.String(), description: Type.String() })),
      }),
    ),
  },
  { description: 'Every permission a role can hold, grouped.' },
);
export type PermissionList = Static<typeof PermissionList>;
