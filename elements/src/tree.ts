import type { Unit } from './types.js';

/** Units in tree order: each after its parent, siblings by name. */
export function sortByPath<T extends Unit>(units: T[]): T[] {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const key = (unit: Unit) => unit.path.map((id) => byId.get(id)?.name.toLocaleLowerCase() ?? id).join('\u0000');
  return [...units].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
