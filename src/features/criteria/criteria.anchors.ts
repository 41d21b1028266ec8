/**
 * Page anchors: where the pages of one search begin, so a deep page seeks instead of walking.
 *
 * Criteria pages by number, which SQL answers with OFFSET: page 2,000 of 25 walks 49,975 index
 * entries first. A search that knows the sort key of the row just before a page's first row asks
 * for the rows after that key (an index range) and walks only what lies between the nearest anchor
 * and the page. Every page read remembers the anchor of its own start and of the next page's start,
 * so a client walking through the pages, or asking for the same deep page again, pays for one page.
 *
 * Anchors belong to one search (scope, filters, term, sort) at one state of the data: callers key
 * them with a revision that every write moves (the product lists' revision), so an anchor is never
 * used after the rows changed. Kept per instance, within fixed bounds.
 */
export interface PageAnchor {
  /** The offset of the page's first row; `key` is the sort key of the row just before it. */
  offset: number;
  key: unknown[];
}

export interface PageAnchors {
  /** The known anchor nearest at or before `offset`, if any. */
  nearest(offset: number): PageAnchor | undefined;
  remember(anchor: PageAnchor): void;
}

export class PageAnchorStore {
  private readonly searches = new Map<string, Map<number, unknown[]>>();

  constructor(
    private readonly maxSearches = 256,
    private readonly maxAnchorsPerSearch = 1024,
  ) {}

  /** The anchors of one search; `searchKey` names the search and the state of its data. */
  of(searchKey: string): PageAnchors {
    return {
      nearest: (offset) => {
        const anchors = this.searches.get(searchKey);
        if (!anchors) return undefined;
        let best: PageAnchor | undefined;
        for (const [at, key] of anchors) {
          if (at <= offset && (best === undefined || at > best.offset)) best = { offset: at, key };
        }
        return best;
      },
      remember: ({ offset, key }) => {
        let anchors = this.searches.get(searchKey);
        if (!anchors) {
          // First in, first out: the oldest search (most likely of an old revision) goes first.
          if (this.searches.size >= this.maxSearches) this.searches.delete(this.searches.keys().next().value!);
          anchors = new Map();
          this.searches.set(searchKey, anchors);
        }
        if (!anchors.has(offset) && anchors.size >= this.maxAnchorsPerSearch) anchors.delete(anchors.keys().next().value!);
        anchors.set(offset, key);
      },
    };
  }
}
