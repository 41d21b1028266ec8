/** What the floor server (floor.ts) and the benchmark that drives it (../floor.ts) agree on. */

/** The one session the floor knows (in memory): send it as `sw-context-token`. */
export const FLOOR_CONTEXT_TOKEN = 'floor-context-token';

/** The id of the floor's list `index` (0 ≤ index < FLOOR_LISTS); list i holds i % FLOOR_ITEMS_CYCLE items at start. */
export const floorListId = (index: number) => index.toString(16).padStart(32, '0');

/**
 * Items at start: 0–39, as the service's PATCH targets (bench/seed.ts: lists of under 40 items), so
 * both answer lists of the same sizes.
 */
export const FLOOR_ITEMS_CYCLE = 40;
