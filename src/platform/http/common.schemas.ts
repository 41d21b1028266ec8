import { Type, type Static, type TSchema } from 'typebox';

/** Ids the server makes: UUIDv7 without dashes (docs/contract.md §2). */
export const ServerId = Type.String({ pattern: '^[0-9a-f]{32}$', description: '32 lowercase hex characters (UUIDv7 without dashes).' });

/** Ids a client may supply (employee records, product references). */
/** Ids clients bring (employee ids, product ids): also checked by hand where no schema reads them (CSV). */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
export const ClientId = Type.String({
  pattern: CLIENT_ID_PATTERN,
  description: '1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit.',
});

/**
 * Text as people write it: no control characters (C0, DEL) and no unpaired UTF-16 surrogates.
 * Neither is ever meant in a name, and neither survives every database (PostgreSQL text cannot hold
 * NUL; a lone surrogate becomes U+FFFD in UTF-8), so both are a 400 at the field on every database.
 * Multi-line text (notes, descriptions) also allows tab, line feed and carriage return.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F\\uD800-\\uDFFF]*$';
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF]*$';
export const TEXT_PATTERN_DETAILS: Readonly<Record<string, string>> = {
  [SINGLE_LINE_PATTERN]: 'The value must not contain control characters or unpaired surrogates.',
  [MULTI_LINE_PATTERN]: 'The value must not contain control characters other than tab and line breaks, nor unpaired surrogates.',
};

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
const MULTI_LINE = new RegExp(MULTI_LINE_PATTERN, 'u');
/** The same rules for text read outside the schemas (Criteria terms and filter values). */
export function isSingleLineText(text: string): boolean {
  return SINGLE_LINE.test(text);
}
export function isMultiLineText(text: string): boolean {
  return MULTI_LINE.test(text);
}

type StringOptions = Parameters<typeof Type.String>[0];
export function SingleLineText(options: StringOptions = {}) {
  return Type.String({ ...options, pattern: SINGLE_LINE_PATTERN });
}
export function MultiLineText(options: StringOptions = {}) {
  return Type.String({ ...options, pattern: MULTI_LINE_PATTERN });
}

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });

export const IdParams = Type.Object({ id: SingleLineText({ minLength: 1, maxLength: 64 }) });
export type IdParams = Static<typeof IdParams>;

/** Resources carry `version`; `If-Match: "<version>"` makes a write conditional (docs/contract.md §6). */
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
