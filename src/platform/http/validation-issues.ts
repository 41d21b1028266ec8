import type { ValidationIssue } from '../../kernel/errors.js';
import { TEXT_PATTERN_DETAILS } from './common.schemas.js';

/**
 * Ajv's report of a request part in people's words (docs/contract.md §5): one issue per failing
 * field, each at a JSON pointer into its part of the request, saying what the field must be
 * ("must not be empty", "must be one of: read, edit") rather than what the validator checked
 * ("must NOT have fewer than 1 characters"). Tests: test/platform/http/people-words.test.ts.
 */
export interface AjvIssue {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * The request part that failed and its schema, when known: an enum's error names the allowed value
 * nearest to the one given, an unknown field's the known field nearest to it. Looked up on this
 * error path only, by the error's pointers (Ajv's `verbose` would carry them, but it allocates for
 * every anyOf branch tried on every valid request too).
 */
export interface FailedPart {
  data: unknown;
  schema: unknown;
}

/** What a JSON pointer (RFC 6901; a schema path's `#` dropped) names in `root`, or undefined. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of pointer.replace(/^#/, '').split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

export function validationIssuesOf(errors: readonly AjvIssue[], context: string | undefined, failed?: FailedPart): ValidationIssue[] {
  const part = context === 'body' || context === undefined ? '' : `/${context}`;
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of withoutLosingBranches(errors)) {
    let pointer = part + error.instancePath;
    let detail: string;
    let parameters = error.params;
    if (error.keyword === 'required') {
      const property = String(error.params.missingProperty ?? '');
      pointer = `${pointer}/${escapePointer(property)}`;
      detail = `The field "${property}" is required.`;
    } else if (error.keyword === 'additionalProperties') {
      const property = String(error.params.additionalProperty ?? '');
      const holder =
        failed && error.schemaPath
          ? (at(failed.schema, error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'))) as { properties?: Record<string, unknown> } | undefined)
          : undefined;
      const known = Object.keys(holder?.properties ?? {});
      const nearest = nearestOf(property, known);
      const meant = nearest === undefined ? '' : ` Did you mean "${nearest}"?`;
      pointer = `${pointer}/${escapePointer(property)}`;
      detail =
        context === 'querystring' && error.instancePath === ''
          ? `The query parameter "${property}" is not known here.${meant} This operation takes: ${known.join(', ')}.`
          : `The field "${property}" is not allowed here.${meant}`;
      if (nearest !== undefined) parameters = { ...error.params, nearest };
    } else {
      detail = `${subjectOf(pointer)} ${predicateOf(error)}`;
      if (error.keyword === 'enum') {
        const allowed = (error.params.allowedValues as unknown[]).map(String);
        parameters = { allowedValues: allowed };
        // A long list is the API reference's to show: the error names the value most likely meant.
        if (allowed.length > 12) {
          const given = failed ? at(failed.data, error.instancePath) : undefined;
          const nearest = typeof given === 'string' ? nearestOf(given, allowed) : undefined;
          detail = `${subjectOf(pointer)} must be one of the ${allowed.length} values the API reference lists${typeof given === 'string' ? `, not "${given}"` : ''}${nearest === undefined ? '.' : `: did you mean "${nearest}"?`}`;
          if (nearest !== undefined) parameters = { allowedValues: allowed, nearest };
        }
      }
    }
    const key = `${pointer} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ pointer, detail, parameters });
  }
  return issues;
}

/**
 * The candidate a mistyped value most likely meant: the fewest single-character edits
 * (Levenshtein), ties to the first; none when even the nearest is more than half the value away.
 */
export function nearestOf(given: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.ceil(given.length / 2)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(given.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** One segment of a JSON pointer (RFC 6901): `~` and `/` escaped. */
export function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Where a request's parts other than the body point (Fastify's validation contexts). */
const PART_NAMES: Record<string, string> = { querystring: 'query parameter', params: 'path parameter', headers: 'header' };

/** "The field "name", "Entry 3 of "items"", "The request body": what a pointer addresses. */
function subjectOf(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const last = segments.at(-1);
  if (last === undefined) return 'The request body';
  if (/^\d+$/.test(last)) {
    const owner = segments.at(-2);
    return owner === undefined || /^\d+$/.test(owner) ? `Entry ${last}` : `Entry ${last} of "${owner}"`;
  }
  const part = PART_NAMES[segments[0]!];
  if (part && segments.length === 1) return `The ${part}s`;
  if (part && segments.length === 2) return `The ${part} "${last}"`;
  return `The field "${last}"`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typeNames(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length <= 1 ? (names[0] ?? 'valid') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

const FORMAT_NAMES: Record<string, string> = {
  email: 'an email address',
  uri: 'an absolute URL',
  'date-time': 'a date and time (RFC 3339, e.g. 2026-11-25T09:30:00Z)',
  date: 'a date (2026-11-25)',
  uuid: 'a UUID',
};

function plural(count: unknown, one: string, many: string): string {
  return `${count} ${Number(count) === 1 ? one : many}`;
}

/** What the value must be, after its subject: "must not be empty.". */
function predicateOf(error: AjvIssue): string {
  const params = error.params;
  switch (error.keyword) {
    case 'type':
      return `must be ${typeNames(String(params.type).split(','))}.`;
    case 'minLength':
      return Number(params.limit) === 1 ? 'must not be empty.' : `must be at least ${plural(params.limit, 'character', 'characters')} long.`;
    case 'maxLength':
      return `must be at most ${plural(params.limit, 'character', 'characters')} long.`;
    case 'minItems':
      return Number(params.limit) === 1 ? 'must not be empty.' : `must have at least ${plural(params.limit, 'entry', 'entries')}.`;
    case 'maxItems':
      return `must have at most ${plural(params.limit, 'entry', 'entries')}.`;
    case 'minProperties':
      return Number(params.limit) === 1 ? 'must name at least one field.' : `must name at least ${params.limit} fields.`;
    case 'maxProperties':
      return `must name at most ${params.limit} fields.`;
    case 'minimum':
      return `must be at least ${params.limit}.`;
    case 'maximum':
      return `must be at most ${params.limit}.`;
    case 'exclusiveMinimum':
      return `must be greater than ${params.limit}.`;
    case 'exclusiveMaximum':
      return `must be less than ${params.limit}.`;
    case 'multipleOf':
      return `must be a multiple of ${params.multipleOf}.`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}.`;
    case 'format':
      return `must be ${FORMAT_NAMES[String(params.format)] ?? `in the format ${params.format}`}.`;
    case 'uniqueItems':
      return `must not repeat an entry (entries ${params.j} and ${params.i} are the same).`;
    case 'pattern':
      return TEXT_PATTERN_DETAILS[String(params.pattern)]?.replace(/^The value /, '') ?? `does not have the expected form (${params.pattern}).`;
    default:
      return error.message ? `${error.message}.` : 'is not valid.';
  }
}

/**
 * Ajv reports every branch of an `anyOf` that failed, then the `anyOf` itself: a string-or-array
 * field given an array of objects says "must be string" twice and "must match a schema in anyOf".
 * Kept instead: the errors of the first branch whose type the value has (the array's, here: its
 * entries must be strings), or, when the value has none of the branches' types, one error at the
 * field naming them all ("must be a string or an array").
 */
function withoutLosingBranches(errors: readonly AjvIssue[]): AjvIssue[] {
  let kept = [...errors];
  for (const anyOf of errors.filter((error) => error.keyword === 'anyOf' && error.schemaPath)) {
    if (!kept.includes(anyOf)) continue;
    const base = `${anyOf.schemaPath}/`;
    const branches = new Map<string, AjvIssue[]>();
    for (const error of kept) {
      if (!error.schemaPath?.startsWith(base)) continue;
      const branch = error.schemaPath.slice(base.length).split('/')[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const wrongType = (branchErrors: AjvIssue[], branch: string) =>
      branchErrors.some((error) => error.keyword === 'type' && error.instancePath === anyOf.instancePath && error.schemaPath === `${base}${branch}/type`);
    const fitting = [...branches].find(([branch, branchErrors]) => !wrongType(branchErrors, branch));
    const dropped = new Set<AjvIssue>([anyOf, ...[...branches].filter(([branch]) => branch !== fitting?.[0]).flatMap(([, branchErrors]) => branchErrors)]);
    const replacement: AjvIssue[] = fitting
      ? []
      : [
          {
            instancePath: anyOf.instancePath,
            keyword: 'type',
            params: {
              type: [...branches.values()]
                .flat()
                .filter((error) => error.keyword === 'type' && error.instancePath === anyOf.instancePath)
                .map((error) => String(error.params.type))
                .join(','),
            },
          },
        ];
    const at = kept.indexOf(anyOf);
    kept = [...kept.slice(0, at).filter((error) => !dropped.has(error)), ...replacement, ...kept.slice(at).filter((error) => !dropped.has(error))];
  }
  return kept;
}
