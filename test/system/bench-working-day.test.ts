import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from '../../bench/seed.js';
import { loginHeaders, startService } from '../../bench/service.js';
import { load } from '../../bench/load.js';
import { WorkingDay, WORKING_DAY_MIX } from '../../bench/working-day.js';

test('the working day of the benchmark and the soak: buyers with own and shared lists, every operation of the mix, the state check finds what is not as acknowledged', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-working-day-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const url = `sqlite:${join(dir, 'day.sqlite')}`;
  const seeded = await seedDatabase(url, { listsPerOrganization: [400, 100], employeesPerOrganization: 12, maxItems: 10 });
  // Employees 3…11 of each organization are its buyers; each shares two lists with the next two.
  assert.deepEqual(
    seeded.buyers.map((buyer) => buyer.organization),
    [...Array(9).fill(0), ...Array(8).fill(1)],
  );
  for (const buyer of seeded.buyers) {
    assert.ok(buyer.ownListIds.length > 0);
    assert.deepEqual([buyer.editableListIds.length, buyer.readableListIds.length], [1, 1]);
  }
  const service = await startService(url, seeded);
  t.after(() => service.stop());
  const day = await WorkingDay.start(seeded, (email) => loginHeaders(service.url, email));
  // Bounded: slices of two seconds of 8 connections, until more than 100 requests (at most five:
  // a machine busy with other tests' servers gave the first slice 39 to 77).
  let total = 0;
  for (let slice = 0; slice < 5 && total <= 100; slice += 1) {
    const outcome = await load({ ...day.scenario(service.url, 8).load, durationSeconds: 2 });
    assert.equal(outcome.non2xx + outcome.errors, 0, JSON.stringify(outcome.statusCodes));
    total += outcome.total;
  }
  assert.ok(total > 100, `only ${total} requests`);
  const checked = await day.check(service.url);
  assert.deepEqual(checked.wrong, []);
  assert.ok(checked.present > 0 && checked.gone > 0, JSON.stringify(checked));
  for (const operation of Object.keys(WORKING_DAY_MIX) as (keyof typeof WORKING_DAY_MIX)[]) assert.ok(checked.byOperation[operation] > 0, `no ${operation}`);
  // A list deleted behind the day's back is no longer as acknowledged: the check says so.
  const [there] = day.listsThere();
  assert.equal((await fetch(`${service.url}/store-api/product-lists/${there!.id}`, { method: 'DELETE', headers: there!.headers })).status, 204);
  const again = await day.check(service.url);
  assert.deepEqual(again.wrong, [`${there!.id}: 404, expected 200 (its creation was acknowledged)`]);
});
