/**
 * The small pieces every part of the Criteria parser shares: collecting issues (every failing part
 * is reported at once, docs/contract.md §5), reading plain JSON shapes, and turning a filter value into the
 * column's storage form.
 */
import type { ValidationIssue } from '../../kernel/errors.js';
import { escapePointer } from '../../platform/http/validation-issues.js';
import { isMultiLineText } from '../../platform/http/common.schemas.js';
import type { EntityDefinition, FieldDefinition, FilterValue } from './criteria.definition.js';

export class IssueCollector {
  readonly issues: ValidationIssue[] = [];

  add(pointer: string, detail: string, parameters?: Record<string, unknown>): void {
    this.issues.push(parameters === undefined ? { pointer, detail } : { pointer, detail, parameters });
  }
}

export function pointerTo(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((pointer, segment) => `${pointer}/${escapePointer(String(segment))}`, base);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** For error texts: a value as the client wrote it, shortened. */
export function describeValue(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export type FieldCapability = 'filterable' | 'sortable' | 'aggregatable';

const CAPABILITY_VERBS: Record<FieldCapability, string> = {
  filterable: 'filtered',
  sortable: 'sorted',
  aggregatable: 'aggregated',
};

/**
 * Resolves a field name from the body against the whitelist. Shopware clients may prefix the
 * entity name (`product_list.name`), so that prefix is accepted too.
 */
export function resolveField(
  raw: unknown,
  capability: FieldCapability,
  definition: EntityDefinition,
  issues: IssueCollector,
  pointer: string,
): { name: string; field: FieldDefinition } | undefined {
  const allowed = Object.keys(definition.fields).filter((name) => definition.fields[name]?.[capability] === true);
  const dynamicHint = definition.dynamicFields && capability !== 'aggregatable' ? `, ${definition.dynamicFields.hint}` : '';
  const allowedText = `${capability} fields are ${allowed.length > 0 ? allowed.join(', ') : '(none)'}${dynamicHint}`;
  if (typeof raw !== 'string' || raw === '') {
    issues.add(pointer, `A field name is required: ${allowedText}.`, { allowed });
    return undefined;
  }
  const prefix = `${definition.entity}.`;
  const name = raw.startsWith(prefix) ? raw.slice(prefix.length) : raw;
  const field = Object.hasOwn(definition.fields, name) ? definition.fields[name] : definition.dynamicFields?.resolve(name);
  if (!field) {
    issues.add(pointer, `Unknown field "${raw}": ${allowedText}.`, { field: raw, allowed });
    return undefined;
  }
  if (field[capability] !== true) {
    issues.add(pointer, `The field "${raw}" cannot be ${CAPABILITY_VERBS[capability]}: ${allowedText}.`, { field: raw, allowed });
    return undefined;
  }
  return { name, field };
}

/** Longest text a filter compares with: longer than any stored text field (descriptions ≤ 2000). */
const MAX_TEXT_VALUE_LENGTH = 2000;
const INTEGER_TEXT = /^-?\d{1,15}$/;
/** ISO 8601 date or date-time; the zone is optional (then UTC, as every stored timestamp is). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

export type NormalizedValue = { ok: true; value: FilterValue } | { ok: false; detail: string };

/**
 * Turns a filter value into the form the column stores, so the SQL compares like with like:
 * integers as numbers, timestamps as the fixed-width ISO text they are stored as, text as text.
 * `checkEnum` is off for range bounds, which need not be one of the values.
 */
export function normalizeFilterValue(raw: unknown, name: string, field: FieldDefinition, checkEnum = true): NormalizedValue {
  switch (field.type) {
    case 'json':
      // A custom field compares what the client sends as it is: text, a number, or true/false.
      if (typeof raw === 'number')
        return Number.isFinite(raw) ? { ok: true, value: raw } : { ok: false, detail: `The value for "${name}" is not a finite number.` };
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      return normalizeText(raw, name);
    case 'integer':
      return normalizeInteger(raw, name);
    case 'datetime':
      return normalizeDateTime(raw, name);
    case 'boolean':
      return normalizeBoolean(raw, name);
    case 'string':
    case 'id': {
      const text = normalizeText(raw, name);
      if (!text.ok || !checkEnum || field.values === undefined || field.values.includes(String(text.value))) return text;
      return { ok: false, detail: `The field "${name}" takes one of ${field.values.join(', ')}, not ${describeValue(raw)}.` };
    }
  }
}

export function normalizeText(raw: unknown, name: string): NormalizedValue {
  // A number for a text field is taken as its text: clients often send ids or codes as numbers.
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== 'string') return { ok: false, detail: `The field "${name}" takes a text value, not ${describeValue(raw)}.` };
  if (text.length > MAX_TEXT_VALUE_LENGTH) {
    return { ok: false, detail: `The value for "${name}" is longer than ${MAX_TEXT_VALUE_LENGTH} characters.` };
  }
  // No stored text holds these (common.schemas.ts): a value with them is a mistake, said as one.
  if (!isMultiLineText(text)) return { ok: false, detail: `The value for "${name}" contains control characters or unpaired surrogates.` };
  return { ok: true, value: text };
}

function normalizeInteger(raw: unknown, name: string): NormalizedValue {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return { ok: true, value: raw };
  if (typeof raw === 'string' && INTEGER_TEXT.test(raw.trim())) return { ok: true, value: Number(raw.trim()) };
  // Booleans as 1/0: how both databases store a flag in an integer column.
  if (typeof raw === 'boolean') return { ok: true, value: raw ? 1 : 0 };
  return { ok: false, detail: `The field "${name}" takes an integer, not ${describeValue(raw)}.` };
}

function normalizeBoolean(raw: unknown, name: string): NormalizedValue {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return { ok: true, value: 1 };
  if (raw === false || raw === 0 || raw === 'false' || raw === '0') return { ok: true, value: 0 };
  return { ok: false, detail: `The field "${name}" takes true or false, not ${describeValue(raw)}.` };
}

function normalizeDateTime(raw: unknown, name: string): NormalizedValue {
  const invalid: NormalizedValue = {
    ok: false,
    detail: `The field "${name}" takes an ISO 8601 date or date-time (2026-11-22 or 2026-11-22T10:00:00Z), not ${describeValue(raw)}.`,
  };
  if (typeof raw !== 'string') return invalid;
  const match = ISO_DATE_TIME.exec(raw.trim());
  if (!match) return invalid;
  const [, date, time, zone] = match;
  const iso = time === undefined ? `${date}T00:00:00Z` : `${date}T${time}${zone ?? 'Z'}`;
  const milliseconds = Date.parse(iso);
  if (Number.isNaN(milliseconds)) return invalid;
  // Date.parse rolls 2026-02-31 over to March; a date that does not exist is the client's mistake.
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return invalid;
  return { ok: true, value: new Date(milliseconds).toISOString() };
}

/** A positive integer given as a number or as its text (query-string clients send text). */
export function readInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw)) return raw;
  if (typeof raw === 'string' && INTEGER_TEXT.test(raw.trim())) return Number(raw.trim());
  return undefined;
}

/** A list given as an array, or as one string of items joined by `separator` (Shopware's `a|b`). */
export function readList(raw: unknown, separator: string): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string')
    return raw
      .split(separator)
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return undefined;
}
