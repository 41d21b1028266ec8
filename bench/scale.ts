import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { measure } from './load.js';
import type { Row, ServerMemory } from './report.js';
import { seedDatabase } from './seed.js';
import { loginHeaders, measureUncachedSearch, readScenarios, startService, type Timing } from './service.js';

export const SCALE_SIZES = [1_000, 100_000, 1_000_000];

const label = (lists: number) => (lists >= 1_000_000 ? `${lists / 1_000_000}M` : `${lists / 1000}k`);

/**
 * Issue 5, item 3: the detail read and the search (page 1 and a deep page) as one organization
 * grows to a million lists, most of them empty. A page should cost the same at every size.
 */
export async function measureScale(dir: string, maxLists: number, timing: Timing, record: (row: Row) => void): Promise<ServerMemory[]> {
  const memory: ServerMemory[] = [];
  for (const lists of SCALE_SIZES.filter((size) => size <= maxLists)) {
    const path = join(dir, `scale-${lists}.sqlite`);
    const url = `sqlite:${path}`;
    const seeded = await seedDatabase(url, { listsPerOrganization: [lists], employeesPerOrganization: 10, maxItems: 0 });
    process.stdout.write(`  seeded ${lists.toLocaleString('en-US')} lists (one organization) in ${seeded.seconds.toFixed(1)} s\n`);
    const server = `scale ${label(lists)}`;
    // Page 2,000 (offset 49,975) where there is one; the last page of a smaller organization.
    const deepPage = Math.min(2000, Math.ceil(lists / 25));
    const service = await startService(url, seeded);
    try {
      const headers = await loginHeaders(service.url, seeded.adminEmail);
      const scenarios = readScenarios(service.url, seeded, headers, deepPage, 'search-deep').filter(
        (scenario) => scenario.key !== 'detail-spread' && scenario.key !== 'detail-lone',
      );
      for (const scenario of scenarios) {
        service.takeRecentPeakMiB();
        const row = await measure(server, scenario, timing.durationSeconds, timing.warmupSeconds);
        record({ ...row, rssMiB: service.takeRecentPeakMiB() });
      }
    } finally {
      await service.stop();
    }
    memory.push({ server: `store-api (${server})`, ...service.memory() });
    // The searches again with the answer cache off: what a page costs when it was not asked before.
    try {
      await measureUncachedSearch(server, url, seeded, timing, record, deepPage, 'search-deep');
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    }
  }
  return memory;
}
