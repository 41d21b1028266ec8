import { Type } from 'typebox';
import { AppError } from './errors.js';
import type { Changes } from './changes.js';

/**
 * Custom fields, the Shopware way (docs/contract.md §2): an integration's own JSON object on lists and
 * employees. Stored whole on the row (jsonb on PostgreSQL, JSON text on SQLite) for answers and
 * history, and as one row per scalar in a values table for searches (criteria.custom-fields.ts).
 */
export type CustomFieldValue = string | number | boolean | null | (string | number | boolean | null)[];
export type CustomFields = Record<string, CustomFieldValue>;

/** A custom field's key: a letter, then letters, digits and "_" (64 at most): `customFields.<key>` in searches. */
export const CUSTOM_FIELD_KEY_PATTERN = '^[a-z][a-zA-Z0-9_]{0,63}$';
/** `customFields.<key>` as searches and CSV headers name a custom field; the key is group 1. */
export const CUSTOM_FIELD_NAME = new RegExp(`^customFields\\.(${CUSTOM_FIELD_KEY_PATTERN.slice(1, -1)})$`);

/** The kind a custom value is stored and compared as (the values' tables' `kind`). */
export type CustomValueKind = 'text' | 'number' | 'boolean';

export function kindOf(value: string | number | boolean): CustomValueKind {
  return typeof value === 'string' ? 'text' : typeof value === 'number' ? 'number' : 'boolean';
}
/** The largest custom-fields object (as JSON), after a PATCH's merge too. */
export const MAX_CUSTOM_FIELDS_BYTES = 8192;
const CustomScalar = Type.Union([Type.String({ maxLength: MAX_CUSTOM_FIELDS_BYTES }), Type.Number(), Type.Boolean(), Type.Null()]);
const CustomValue = Type.Union([CustomScalar, Type.Array(CustomScalar, { maxItems: 1000 })]);
/** Custom fields as answered: every key with its value. */
export const CustomFieldsAnswer = Type.Record(Type.String({ pattern: CUSTOM_FIELD_KEY_PATTERN }), CustomValue, {
  description: 'An integration\'s own fields (keys: a letter, then letters, digits, "_"; values: text, numbers, booleans, or lists of them); {} when none.',
});
/** Custom fields as a request sets them: null removes a key (PATCH merges into what is there). */
export const CustomFieldsInput = Type.Record(Type.String({ pattern: CUSTOM_FIELD_KEY_PATTERN }), CustomValue, {
  additionalProperties: false,
  maxProperties: 200,
  description: `Set on create; merged on PATCH (a key set to null is removed). Keys: ${CUSTOM_FIELD_KEY_PATTERN}; values text, numbers, booleans, null or lists of those; at most ${MAX_CUSTOM_FIELDS_BYTES} bytes as JSON. Searchable as \`customFields.<key>\`.`,
});

/** A custom-fields column as the answer shows it: an object (PostgreSQL reads jsonb as one, SQLite keeps JSON text); none: {}. */
export function customFieldsOf(value: CustomFields | string | null | undefined): CustomFields {
  if (value === null || value === undefined) return {};
  return typeof value === 'string' ? (JSON.parse(value) as CustomFields) : value;
}

/**
 * Custom fields as stored (JSON text; null: none): `current` with `changes` merged in, a key set
 * to null removed. The result may be at most MAX_CUSTOM_FIELDS_BYTES as JSON (400 at `pointer`).
 */
export function mergedCustomFields(current: CustomFields, changes: CustomFields | undefined, pointer = '/customFields'): string | null {
  const text = mergedCustomFieldsText(current, changes);
  assertCustomFieldsFit(text, pointer);
  return text;
}

/** The same, unchecked: for writes whose caller checks what was written (the database's merge elsewhere). */
export function mergedCustomFieldsText(current: CustomFields, changes: CustomFields | undefined): string | null {
  const merged: CustomFields = { ...current };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return Object.keys(merged).length === 0 ? null : JSON.stringify(merged);
}

/** Custom fields as stored (JSON text or, from jsonb, an object) take at most MAX_CUSTOM_FIELDS_BYTES as JSON: else a 400 at `pointer`. */
export function assertCustomFieldsFit(fields: CustomFields | string | null, pointer: string): void {
  if (fields === null) return;
  const bytes = Buffer.byteLength(typeof fields === 'string' ? fields : JSON.stringify(fields));
  if (bytes > MAX_CUSTOM_FIELDS_BYTES) {
    throw AppError.validation([{ pointer, detail: `Custom fields take at most ${MAX_CUSTOM_FIELDS_BYTES} bytes as JSON (these would take ${bytes}).` }]);
  }
}

/** The searchable values of custom fields: one per scalar, one per element of a list value, stored as the search compares them. */
export function customValues(fields: CustomFields): { key: string; kind: CustomValueKind; value_text: string | null; value_number: number | null }[] {
  const values = [];
  for (const [key, value] of Object.entries(fields)) {
    for (const scalar of Array.isArray(value) ? value : [value]) {
      if (scalar === null) continue;
      // Numbers as numbers, text and true/false as text (criteria.custom-fields.ts).
      const kind = kindOf(scalar);
      values.push({ key, kind, value_text: kind === 'number' ? null : String(scalar), value_number: kind === 'number' ? (scalar as number) : null });
    }
  }
  return values;
}

/** History's changes of custom fields, one entry per key that changed (`customFields.<key>: {from, to}`). */
export function customFieldChanges(before: CustomFields | string | null | undefined, after: CustomFields | string | null | undefined): Changes {
  // The same text (or none on both sides: most writes leave the fields alone) changes nothing, unparsed.
  if (before === after || (before == null && after == null)) return {};
  const from = customFieldsOf(before);
  const to = customFieldsOf(after);
  const changes: Changes = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    const was = from[key] ?? null;
    const is = to[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[`customFields.${key}`] = { from: was, to: is };
  }
  return changes;
}

/** CSV columns of custom fields (`customFields.<key>`; a header names them). */
export const CUSTOM_FIELD_COLUMNS = { pattern: CUSTOM_FIELD_NAME, hint: 'and customFields.<key> columns' };

/**
 * Custom fields as CSV cells give them: a cell that parses as JSON (a number, true, false, null, a
 * quoted text or a list) is that value, any other cell is its text (trimmed), an empty cell is left
 * out. Answers undefined when no cell gives a value. Whether a value is allowed is the schema's to
 * say, at the record's `customFields` pointer.
 */
export function customFieldsOfCells(cells: readonly (readonly [column: string, cell: string | undefined])[]): Record<string, unknown> | undefined {
  const fields: Record<string, unknown> = {};
  for (const [column, cell] of cells) {
    const text = cell?.trim() ?? '';
    if (text === '') continue;
    let value: unknown = text;
    try {
      value = JSON.parse(text);
    } catch {
      // Not JSON: the text itself.
    }
    fields[column.slice('customFields.'.length)] = typeof value === 'object' && value !== null && !Array.isArray(value) ? text : value;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}
