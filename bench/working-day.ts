import type { Scenario } from './load.js';
import type { Buyer, SeededDatabase } from './seed.js';

/**
 * A storefront's working day (issue 24): buyers of two organizations, each working on their own
 * lists and on lists colleagues shared with them, all at once. Per request, picked at random
 * (seeded, so runs repeat): 50 % a list's detail (their own, or one shared with them), 15 % a
 * search of their lists (page 1 by name, by last change, or page 2), 20 % a PATCH adding a new
 * item (to their own list, or to one shared with them for editing), 5 % a new list, 5 % the
 * deletion of a list they created earlier in the run (a new list when they have none yet), 5 %
 * `GET /account/me`. Every answer is expected to be 2xx.
 *
 * Afterwards `check` reads, as each buyer, every list whose creation was acknowledged (it must be
 * there, unless its deletion was acknowledged) and every list whose deletion was (it must be gone).
 * A deletion still in flight when a load stopped (autocannon drops its answer) is checked neither way.
 */
export const WORKING_DAY_MIX = { detail: 50, search: 15, patch: 20, create: 5, delete: 5, me: 5 } as const;

type Operation = keyof typeof WORKING_DAY_MIX;

export interface WorkingDayRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: string;
  headers: Record<string, string>;
  /** Told the status and body of the answer. */
  answered(status: number, body: string): void;
}

interface Desk {
  buyer: Buyer;
  headers: Record<string, string>;
  /** Lists this buyer created in the run and has not yet sent a deletion for. */
  created: string[];
}

const SEARCHES = [
  { page: 1, limit: 25, sort: [{ field: 'name', order: 'ASC' }] },
  { page: 1, limit: 25, sort: [{ field: 'updatedAt', order: 'DESC' }] },
  { page: 2, limit: 25, sort: [{ field: 'name', order: 'ASC' }] },
].map((body) => JSON.stringify(body));

/** A small seeded generator (mulberry32): the same sequence of requests in every run. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WorkingDayCheck {
  /** Acknowledged creates found, as expected. */
  present: number;
  /** Acknowledged deletes gone, as expected. */
  gone: number;
  /** Deletions whose answer never came (the load stopped): not checked. */
  inFlight: number;
  /** What was not as acknowledged. */
  wrong: string[];
  /** Requests answered, by operation. */
  byOperation: Record<Operation, number>;
}

export class WorkingDay {
  private readonly random = randomFrom(24);
  private readonly thresholds: [number, Operation][] = [];
  private readonly deletedAcknowledged = new Map<string, Desk>();
  /** Deletions sent and not answered (a load ends with requests in flight): their outcome is unknown. */
  private readonly deletionsInFlight = new Set<string>();
  private readonly byOperation = Object.fromEntries(Object.keys(WORKING_DAY_MIX).map((key) => [key, 0])) as Record<Operation, number>;
  private product = 0;

  constructor(private readonly desks: readonly Desk[]) {
    if (desks.length === 0) throw new Error('the working day needs buyers (a seed with at least 4 employees per organization)');
    let sum = 0;
    // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
    for (const [operation, share] of Object.entries(WORKING_DAY_MIX) as [Operation, number][]) this.thresholds.push([(sum += share) / 100, operation]);
  }

  /** Every buyer of the seed logged in (`login` answers their headers: one Argon2id verification each). */
  static async start(seeded: SeededDatabase, login: (email: string) => Promise<Record<string, string>>): Promise<WorkingDay> {
    const desks: Desk[] = [];
    for (const buyer of seeded.buyers) desks.push({ buyer, headers: await login(buyer.email), created: [] });
    return new WorkingDay(desks);
  }

  get buyers(): number {
    return this.desks.length;
  }

  /** The lists that must be there (creation acknowledged, no deletion sent), with the headers of the buyer who made each. */
  listsThere(): { id: string; headers: Record<string, string> }[] {
    return this.desks.flatMap((desk) => desk.created.map((id) => ({ id, headers: desk.headers })));
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  next(): WorkingDayRequest {
    const desk = this.pick(this.desks);
    const roll = this.random();
    let operation = this.thresholds.find(([limit]) => roll < limit)?.[1] ?? 'me';
    if (operation === 'delete' && desk.created.length === 0) operation = 'create';
    const { buyer, headers } = desk;
    const count = () => (this.byOperation[operation] += 1);
    const json = { ...headers, 'content-type': 'application/json' };
    switch (operation) {
      case 'detail': {
        const roll2 = this.random();
        const lists =
          roll2 < 0.7 || buyer.editableListIds.length + buyer.readableListIds.length === 0
            ? buyer.ownListIds
            : roll2 < 0.9 && buyer.editableListIds.length > 0
              ? buyer.editableListIds
              : buyer.readableListIds.length > 0
                ? buyer.readableListIds
                : buyer.editableListIds;
        return { method: 'GET', path: `/store-api/product-lists/detail/${this.pick(lists)}`, headers, answered: count };
      }
      case 'search':
        return { method: 'POST', path: '/store-api/product-lists', body: this.pick(SEARCHES), headers: json, answered: count };
      case 'patch': {
        const lists = this.random() < 0.85 || buyer.editableListIds.length === 0 ? buyer.ownListIds : buyer.editableListIds;
        const body = JSON.stringify({
          lineItems: [
            {
              productId: `WD-${
                // biome-ignore lint/suspicious/noAssignInExpressions: baseline of 2026-11-27 (issue 42): goes with the per-database caches and Kysely<any> helpers the fast path's restructuring replaces
                (this.product += 1)
              }`,
              quantity: 1 + (this.product % 5),
            },
          ],
        });
        return { method: 'PATCH', path: `/store-api/product-lists/${this.pick(lists)}`, body, headers: json, answered: count };
      }
      case 'create': {
        this.product += 1;
        const body = JSON.stringify({
          name: `Working day ${this.product}`,
          lineItems: [{ productId: `WD-${this.product}` }, { productId: 'WD-0', quantity: 3, note: 'for the team' }],
        });
        return {
          method: 'POST',
          path: '/store-api/product-lists/create',
          body,
          headers: json,
          answered: (status, text) => {
            count();
            if (status !== 201) return;
            desk.created.push((JSON.parse(text) as { id: string }).id);
          },
        };
      }
      case 'delete': {
        const id = desk.created.splice(Math.floor(this.random() * desk.created.length), 1)[0]!;
        this.deletionsInFlight.add(id);
        return {
          method: 'DELETE',
          path: `/store-api/product-lists/${id}`,
          headers,
          answered: (status) => {
            count();
            this.deletionsInFlight.delete(id);
            if (status === 204) this.deletedAcknowledged.set(id, desk);
          },
        };
      }
      default:
        return { method: 'GET', path: '/store-api/account/me', headers, answered: count };
    }
  }

  /** The working day as an autocannon load (each connection remembers what it sent last). */
  scenario(url: string, connections = 32): Scenario {
    return {
      key: 'working-day',
      name: `Working day: ${this.desks.length} buyers of 2 organizations (${Object.entries(WORKING_DAY_MIX)
        .map(([operation, share]) => `${share} % ${operation}`)
        .join(', ')})`,
      load: {
        url: `${url}/store-api/account/me`,
        connections,
        setupRequest: (request, context) => {
          const next = this.next();
          context.pending = next;
          return { ...request, method: next.method, path: next.path, body: next.body, headers: next.headers };
        },
        onResponse: (status, body, context) => (context.pending as WorkingDayRequest | undefined)?.answered(status, body),
      },
    };
  }

  /** Every acknowledged create is there and every acknowledged delete gone, read as its buyer. */
  async check(url: string): Promise<WorkingDayCheck> {
    const wrong: string[] = [];
    let present = 0;
    let gone = 0;
    const expectations = [
      ...this.listsThere().map(({ id, headers }) => ({ id, headers, status: 200 })),
      ...[...this.deletedAcknowledged].map(([id, desk]) => ({ id, headers: desk.headers, status: 404 })),
    ];
    for (let start = 0; start < expectations.length; start += 16) {
      await Promise.all(
        expectations.slice(start, start + 16).map(async ({ id, headers, status }) => {
          const response = await fetch(`${url}/store-api/product-lists/detail/${id}`, { headers, signal: AbortSignal.timeout(10_000) });
          await response.arrayBuffer();
          if (response.status === status) {
            if (status === 200) present += 1;
            else gone += 1;
          } else wrong.push(`${id}: ${response.status}, expected ${status} (${status === 200 ? 'its creation' : 'its deletion'} was acknowledged)`);
        }),
      );
    }
    return { present, gone, inFlight: this.deletionsInFlight.size, wrong, byOperation: { ...this.byOperation } };
  }
}
