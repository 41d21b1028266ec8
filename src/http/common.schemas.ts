import { Type, type Static, type TSchema } from 'typebox';

/** Ids the server makes: UUIDv7 without dashes (DESIGN §2). */
export const ServerId = Type.String({ pattern: '^[0-9a-f]{32}$', description: '32 lowercase hex characters (UUIDv7 without dashes).' });

/** Ids a client may supply (employee records, product references). */
export const ClientId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$', description: '1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit.' });

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });

export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type IdParams = Static<typeof IdParams>;

/** Resources carry `version`; `If-Match: "<version>"` makes a write conditional (DESIGN §6). */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(Type.String({ description: 'The ETag ("<version>") the write expects; 412 when it moved on.' })),
});

export const NoContent = Type.Null({ description: 'No content.' });

/**
 * `T | null` as `type: [T, "null"]`, not `anyOf`: fast-json-stringify serializes a type list
 * directly, while an `anyOf` makes it run a validator on every value to pick the branch.
 */
export function Nullable<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
}

/** A string of a few allowed values, as a plain `enum` (no `anyOf` of literals: see Nullable). */
export function StringEnum<const Values extends readonly string[]>(values: Values, options: { description?: string } = {}) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options });
}
