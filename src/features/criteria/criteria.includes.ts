/**
 * `includes` (docs/contract.md §4): per apiAlias, the fields to keep in an answer. Applied to the finished
 * elements, so it works the same for every entity and for objects nested inside them (line items
 * inside product lists), each pruned by its own `apiAlias`, as Shopware does.
 */

/** An element after `includes`: any property, at any depth, may be gone. */
export type Included<T> = T extends readonly (infer Item)[]
  ? Included<Item>[]
  : T extends object
    ? // A record (custom fields) is a value as a whole: includes name the fields of an entity, not its keys.
      string extends keyof T
      ? T
      : { [Key in keyof T]?: Included<T[Key]> }
    : T;

/**
 * Keeps, in every object with an `apiAlias` named in `includes`, only the named fields and
 * `apiAlias` itself; objects of other aliases keep every field (their nested objects are still
 * pruned). `apiAlias` stands for the top-level elements that carry none. Pure: returns copies.
 */
export function applyIncludes<Element extends object>(
  elements: readonly Element[],
  includes: Readonly<Record<string, readonly string[]>> | undefined,
  apiAlias?: string,
): Included<Element>[] {
  if (includes === undefined || Object.keys(includes).length === 0) return elements as Included<Element>[];
  const fieldsByAlias = new Map(Object.entries(includes).map(([alias, fields]) => [alias, new Set(fields)]));
  return elements.map((element) => prune(element, fieldsByAlias, apiAlias) as Included<Element>);
}

function prune(value: unknown, fieldsByAlias: ReadonlyMap<string, ReadonlySet<string>>, fallbackAlias?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => prune(item, fieldsByAlias));
  if (!isPlainRecord(value)) return value;
  const alias = typeof value.apiAlias === 'string' ? value.apiAlias : fallbackAlias;
  const kept = alias === undefined ? undefined : fieldsByAlias.get(alias);
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (kept && key !== 'apiAlias' && !kept.has(key)) continue;
    result[key] = prune(child, fieldsByAlias);
  }
  return result;
}

/** Plain data objects only: a Date or a Buffer is a value, not an object with fields. */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
