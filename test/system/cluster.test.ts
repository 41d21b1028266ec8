import assert from 'node:assert/strict';
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { onceEach } from '../../src/main/cluster.js';
import { skipOf } from '../helpers/dialects.js';
import { redisUnavailable, TEST_REDIS_URL } from '../helpers/redis.js';
import { CLUSTER_ACCESS_KEY, CLUSTER_ADMIN, haproxyMissing, startCluster, type RunningCluster } from '../helpers/cluster.js';
import { CLI } from '../helpers/servers.js';
import { privateMariadbMissing, startPrivateMariadb, type PrivateMariadb } from '../helpers/mariadb-server.js';
import { call, type Answer } from '../helpers/http.js';
import { openSse } from '../helpers/sse.js';

/**
 * Three `store-api serve` processes on one PostgreSQL (then MariaDB) database behind HAProxy,
 * started by `store-api cluster` as a user would, with Redis for the login throttle (and on MariaDB
 * for live events and access changes). Every check goes through real sockets: to the balancer, and
 * to each instance directly.
 */
const around = (await redisUnavailable()) ?? haproxyMissing();
const skip = skipOf('postgres') ?? around;
const run = randomBytes(4).toString('hex');
const KEY = { 'sw-access-key': CLUSTER_ACCESS_KEY };

async function loginOn(base: string, username: string, password: string): Promise<string> {
  const answer = await call(base, '/store-api/account/login', { method: 'POST', headers: KEY, body: { username, password } });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.contextToken;
}

const as = (token: string) => ({ ...KEY, 'sw-context-token': token });

/** A 5xx the service itself answered (its JSON envelope), as opposed to one of HAProxy's own error pages. */
const isServiceError = (answer: Answer) => answer.status >= 500 && answer.json;

const DATABASES = [
  { dialect: 'postgres', title: 'PostgreSQL' },
  { dialect: 'mysql', title: 'MariaDB' },
] as const;

for (const { dialect, title } of DATABASES)
  describe(`a cluster: 3 instances on ${title} behind HAProxy`, {
    skip: skipOf(dialect) ?? around ?? (dialect === 'mysql' ? privateMariadbMissing() : undefined),
    timeout: 180_000,
  }, () => {
    let cluster: RunningCluster;
    let admin: string;
    let urls: string[];
    let server: PrivateMariadb | undefined;

    before(async () => {
      // MariaDB: a server of the suite's own, carrying only this suite's load. The shared MariaDB
      // 10.11.19 died of a segmentation fault in three of six full runs on 2026-11-28, in this
      // suite's detail reads (a GROUP_CONCAT's temporary table: create_tmp_table failed, and its
      // cleanup crashed), never with the suite alone. The likely cause, found later: the fault
      // tests' own servers, started meanwhile, deleted the shared server's temporary tables in
      // /tmp (helpers/mariadb-server.ts, where each server now has a tmpdir of its own). The suite
      // stays on its own server until full runs on the shared one have shown that cause was all.
      if (dialect === 'mysql') server = await startPrivateMariadb();
      cluster = await startCluster({ instances: 3, redisUrl: TEST_REDIS_URL, dialect, databaseUrl: server?.url });
      urls = cluster.instances.map((instance) => instance.url);
      admin = await loginOn(cluster.url, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password);
    });
    after(async () => {
      await cluster?.stop();
      await server?.remove();
    });

    async function createList(name: string): Promise<{ id: string; version: number }> {
      const created = await call(cluster.url, '/store-api/product-lists/create', { method: 'POST', headers: as(admin), body: { name } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      return created.body;
    }

    async function createMember(base: string, id: string, password: string): Promise<void> {
      const created = await call(base, '/store-api/employee', {
        method: 'POST',
        headers: as(admin),
        body: { id, email: `${id}@cluster.example`, firstName: 'Cleo', lastName: 'Cluster', role: 'member', password },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
    }

    test('the banner names the process that stops the cluster and links everything through HAProxy', () => {
      const banner = cluster.output().slice(cluster.output().indexOf('Store API cluster listening'));
      assert.match(banner, new RegExp(`round-robin over 3 instances on ${title};`));
      assert.match(banner, new RegExp(`Process ${cluster.pid} \\(the cluster\\): Ctrl-C, or kill -TERM ${cluster.pid}, stops HAProxy and every instance`));
      for (const instance of cluster.instances)
        assert.doesNotMatch(banner, new RegExp(`Process ${instance.pid}\\b`), 'no instance offers itself as what stops the cluster');
      const links = banner
        .split('\n')
        .filter((line) => /Docs page|Log in|typed client/.test(line))
        .flatMap((line) => [...line.matchAll(/http:\/\/[^\s/]+/g)].map((match) => match[0]));
      assert.ok(links.length >= 4, banner);
      assert.deepEqual([...new Set(links)], [cluster.url], 'docs page, document, login and client all through HAProxy');
    });

    test('the balancer spreads requests round-robin over the instances and checks their readiness', async () => {
      assert.equal(cluster.instances.length, 3);
      for (const url of [cluster.url, ...urls]) assert.equal((await call(url, '/health/ready')).status, 200);
      const served = async () =>
        Promise.all(
          cluster.instances.map(async (instance) => {
            const text = await (await fetch(instance.metrics!)).text();
            return Number(
              /store_api_http_request_duration_seconds_count\{method="GET",route="\/store-api\/_info\/version",status="200"\} (\d+)/.exec(text)?.[1] ?? 0,
            );
          }),
        );
      const before = await served();
      for (let request = 0; request < 30; request += 1) assert.equal((await call(cluster.url, '/store-api/_info/version')).status, 200);
      const after = await served();
      assert.deepEqual(
        after.map((count, index) => count - before[index]!),
        [10, 10, 10],
        'round-robin: each instance served a third',
      );
    });

    test('a session made on one instance works on all; logout, password change and deletion end it on every other at once', async () => {
      const [a, b, c] = urls as [string, string, string];
      const token = await loginOn(a, CLUSTER_ADMIN.email, CLUSTER_ADMIN.password);
      for (const url of [a, b, c, cluster.url]) assert.equal((await call(url, '/store-api/account/me', { headers: as(token) })).status, 200);

      assert.equal((await call(b, '/store-api/account/logout', { method: 'POST', headers: as(token) })).status, 204);
      for (const url of [c, a])
        assert.equal((await call(url, '/store-api/account/me', { headers: as(token) })).status, 401, 'logout on b ends the session on a and c');

      const memberId = `member-${run}`;
      await createMember(a, memberId, 'member-password-1');
      const member = await loginOn(c, memberId, 'member-password-1');
      assert.equal((await call(a, '/store-api/account/me', { headers: as(member) })).status, 200);
      const changed = await call(b, `/store-api/employee/${memberId}`, {
        method: 'PATCH',
        headers: as(member),
        body: { password: 'member-password-2', currentPassword: 'member-password-1' },
      });
      assert.equal(changed.status, 200, JSON.stringify(changed.body));
      for (const url of [a, c])
        assert.equal((await call(url, '/store-api/account/me', { headers: as(member) })).status, 401, 'a password change on b ends the old session everywhere');
      const fresh = changed.headers.get('sw-context-token')!;
      assert.equal((await call(a, '/store-api/account/me', { headers: as(fresh) })).status, 200);

      const leaverId = `leaver-${run}`;
      await createMember(b, leaverId, 'leaver-password-1');
      const leaver = await loginOn(c, leaverId, 'leaver-password-1');
      assert.equal((await call(a, `/store-api/employee/${leaverId}`, { method: 'DELETE', headers: as(admin) })).status, 204);
      for (const url of [b, c])
        assert.equal((await call(url, '/store-api/account/me', { headers: as(leaver) })).status, 401, 'deletion on a ends the session everywhere');
    });

    test('30 concurrent PATCHes over the instances all land; a stale If-Match is a 412 on every instance', async () => {
      const list = await createList(`concurrent-${run}`);
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          call(urls[index % 3]!, `/store-api/product-lists/${list.id}`, {
            method: 'PATCH',
            headers: as(admin),
            body: { lineItems: [{ productId: `P-${index}`, quantity: index + 1 }] },
          }),
        ),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        Array(30).fill(200),
      );
      // Each answer is the list as its write left it: one new product per version, counted and listed
      // (a write that waited for another's lock counts and answers that one's item too).
      for (const answer of answers) {
        assert.equal(answer.body.itemCount, answer.body.version - 1, JSON.stringify(answer.body));
        assert.equal(answer.body.lineItems.length, answer.body.itemCount);
      }
      assert.deepEqual(
        answers.map((answer) => answer.body.version).sort((a, b) => a - b),
        Array.from({ length: 30 }, (_, index) => index + 2),
      );
      for (const url of urls) {
        const detail = await call(url, `/store-api/product-lists/detail/${list.id}`, { headers: as(admin) });
        assert.equal(detail.body.version, 31);
        assert.equal(detail.body.itemCount, 30);
        assert.deepEqual(
          detail.body.lineItems.map((item: { productId: string }) => item.productId).sort(),
          Array.from({ length: 30 }, (_, index) => `P-${index}`).sort(),
        );
        const stale = await call(url, `/store-api/product-lists/${list.id}`, {
          method: 'PATCH',
          headers: { ...as(admin), 'if-match': '"1"' },
          body: { name: 'stale' },
        });
        assert.equal(stale.status, 412);
        assert.equal(stale.body.errors[0].code, 'REQUEST__PRECONDITION_FAILED');
      }
    });

    test('read-after-write: a write acknowledged by one instance is read by the next request on any other (detail and search, caches on), 200 rounds', async () => {
      const list = await createList(`raw-${run}`);
      const search = { filter: [{ type: 'equals', field: 'id', value: list.id }] };
      const read = (url: string) =>
        Promise.all([
          call(url, `/store-api/product-lists/detail/${list.id}`, { headers: as(admin) }),
          call(url, '/store-api/product-lists', { method: 'POST', headers: as(admin), body: search }),
        ]);
      // Warm every instance's answer cache (an answer is kept on its second request).
      for (const url of urls) for (let time = 0; time < 3; time += 1) await read(url);
      let stale = 0;
      for (let round = 0; round < 200; round += 1) {
        const name = `round ${round}`;
        const written = await call(urls[round % 3]!, `/store-api/product-lists/${list.id}`, {
          method: 'PATCH',
          headers: as(admin),
          body: { name, lineItems: [{ productId: `R-${round}` }] },
        });
        assert.equal(written.status, 200, `${JSON.stringify(written.body)}\n${cluster.problems()}`);
        for (const url of urls.filter((_, index) => index !== round % 3)) {
          // Twice: the second read is the one an answer cache could serve.
          for (let time = 0; time < 2; time += 1) {
            const [detail, found] = await read(url);
            if (detail.body.version !== written.body.version || detail.body.name !== name) stale += 1;
            const element = found.body.elements[0];
            if (element?.version !== written.body.version || element?.name !== name) stale += 1;
          }
        }
      }
      assert.equal(stale, 0, 'stale reads');
    });

    test('bulk submissions racing on the same ids through different instances end consistent', async () => {
      const ids = Array.from({ length: 20 }, (_, index) => `bulk-${run}-${index}`);
      const passwords = urls.map((_, index) => `bulk-password-${index}`);
      const submit = (url: string, password: string) =>
        call(url, '/store-api/employees', {
          method: 'POST',
          headers: as(admin),
          body: ids.map((id) => ({ id, email: `${id}@cluster.example`, firstName: 'Bulk', lastName: password, password })),
        });
      for (let race = 0; race < 3; race += 1) {
        const answers = await Promise.all(urls.map((url, index) => submit(url, passwords[index]!)));
        for (const answer of answers) assert.equal(answer.status, 200, JSON.stringify(answer.body));
      }
      const found = await call(cluster.url, '/store-api/employees/search', {
        method: 'POST',
        headers: as(admin),
        body: { ids, limit: 100, 'total-count-mode': 'exact' },
      });
      assert.equal(found.body.total, 20, 'no duplicate employees');
      assert.deepEqual(found.body.elements.map((employee: { id: string }) => employee.id).sort(), [...ids].sort());
      for (const [index, id] of ids.entries()) {
        const url = urls[index % 3]!;
        let matches = 0;
        for (const password of passwords) {
          const answer = await call(url, '/store-api/account/login', { method: 'POST', headers: KEY, body: { username: id, password } });
          assert.ok(answer.status === 200 || answer.status === 401, `login: ${answer.status}`);
          if (answer.status === 200) matches += 1;
        }
        assert.equal(matches, 1, `${id} logs in with exactly one of the submitted passwords`);
      }
    });

    test('live events through the balancer: streams on every instance get each write made through any instance once, in order; a ticket from one instance opens a stream on another', async (t) => {
      const list = await createList(`Live ${run}`);
      const path = `/store-api/product-lists/${list.id}/events`;
      // Round-robin: three streams through the balancer land on the three instances, the fourth opens with a ticket asked of another.
      const streams = await Promise.all([0, 1, 2].map(() => openSse(`${cluster.url}${path}`, as(admin))));
      t.after(() =>
        streams.forEach((stream) => {
          stream.close();
        }),
      );
      const ticket = await call(urls[0]!, `${path}/ticket`, { method: 'POST', headers: as(admin) });
      assert.equal(ticket.status, 201, JSON.stringify(ticket.body));
      const ticketed = await openSse(`${urls[1]}${ticket.body.url}`);
      streams.push(ticketed);
      assert.equal(ticketed.status, 200);
      for (const stream of streams) assert.equal((await stream.next())?.event, 'ready');
      const writes = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          call(cluster.url, `/store-api/product-lists/${list.id}`, {
            method: 'PATCH',
            headers: as(admin),
            body: { lineItems: [{ productId: `live-${index}` }] },
          }),
        ),
      );
      for (const write of writes) assert.equal(write.status, 200, JSON.stringify(write.body));
      for (const stream of streams) {
        const ids: number[] = [];
        for (let index = 0; index < 24; index += 1) ids.push(Number((await stream.next())?.id));
        assert.deepEqual(
          ids,
          Array.from({ length: 24 }, (_, index) => list.version + 1 + index),
        );
      }
    });

    test('the login throttle counts failures across instances (Redis)', async () => {
      const username = `nobody-${dialect}-${run}@cluster.example`; // per database: both clusters share Redis
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await call(urls[attempt % 3]!, '/store-api/account/login', {
          method: 'POST',
          headers: KEY,
          body: { username, password: 'wrong-password' },
        });
        assert.equal(answer.status, 401);
      }
      for (const url of urls) {
        const throttled = await call(url, '/store-api/account/login', { method: 'POST', headers: KEY, body: { username, password: 'wrong-password' } });
        assert.equal(throttled.status, 429);
        assert.ok(Number(throttled.headers.get('retry-after')) > 0);
      }
    });

    test('SIGKILL of one instance under write load: the balancer routes around it, no acknowledged write is lost, no instance answers 5xx', async (t) => {
      const victim = cluster.instances[2]!;
      const acknowledged: string[] = [];
      const failures: Answer[] = [];
      const deadline = Date.now() + 4000;
      let killedAt = 0;
      const killer = setTimeout(() => {
        killedAt = Date.now();
        process.kill(victim.pid, 'SIGKILL');
      }, 1000);
      await Promise.all(
        Array.from({ length: 6 }, async (_, worker) => {
          for (let request = 0; request < 500 && Date.now() < deadline; request += 1) {
            // Half the writers send an Idempotency-Key, which lets the balancer retry them safely.
            const headers = worker % 2 === 0 ? { ...as(admin), 'idempotency-key': `kill-${run}-${worker}-${request}` } : as(admin);
            const answer = await call(cluster.url, '/store-api/product-lists/create', {
              method: 'POST',
              headers,
              body: { name: `kill ${worker} ${request}` },
            }).catch((error: Error) => ({
              status: 0,
              headers: new Headers(),
              body: `${error.message}: ${String((error.cause as Error | undefined)?.message)} (${Date.now() - killedAt} ms after the kill)`,
              json: false,
            }));
            if (answer.status === 201) acknowledged.push(answer.body.id);
            else failures.push(answer);
          }
        }),
      );
      clearTimeout(killer);
      assert.ok(killedAt > 0);
      assert.match(await cluster.exitOf(victim.index), /signal SIGKILL/);
      t.diagnostic(
        `${acknowledged.length} writes acknowledged, ${failures.length} failed at the balancer: ${failures.map((answer) => (answer.status === 0 ? answer.body : answer.status)).join('; ') || 'none'}`,
      );
      assert.ok(acknowledged.length > 50, `writes went on: ${acknowledged.length}`);
      assert.deepEqual(
        failures.filter(isServiceError).map((answer) => answer.body),
        [],
        `no instance answered 5xx; ${cluster.problems()}`,
      );
      // Only the requests in flight to the killed instance can fail, and only at HAProxy: a 502, or,
      // on a connection HAProxy had reused, the client connection closed without an answer.
      assert.ok(
        failures.length <= 6,
        `failed: ${failures.map((answer) => `${answer.status} ${answer.json ? '' : String(answer.body).slice(0, 200)}`).join('\n')}`,
      );
      const lost = [];
      for (const id of acknowledged) {
        const detail = await call(cluster.url, `/store-api/product-lists/detail/${id}`, { headers: as(admin) });
        if (detail.status !== 200) lost.push(`${id}: ${detail.status} ${JSON.stringify(detail.body)}`);
      }
      assert.deepEqual(lost, [], `every acknowledged write is readable; ${cluster.problems()}`);
      // HAProxy says so once (it writes each state change to stderr and to its log on stdout).
      const down = new RegExp(`Server store_api/app${victim.index} is DOWN`, 'g');
      const deadlineDown = Date.now() + 10_000;
      while ((cluster.output().match(down) ?? []).length === 0 && Date.now() < deadlineDown) await new Promise((resolve) => setTimeout(resolve, 100));
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal((cluster.output().match(down) ?? []).length, 1, cluster.output());
    });

    test('SIGTERM drains: readiness turns 503 first, requests in flight are answered and close their connections, new ones go elsewhere, exit 0 within 10 s', async () => {
      const target = cluster.instances[1]!;
      const survivor = cluster.instances[0]!.url;
      const list = await createList(`drain-${run}`);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
      const { port } = new URL(target.url);
      // 50 keep-alive connections, each used once.
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve, reject) => {
              http.get({ host: '127.0.0.1', port, path: '/health/live', agent }, (response) => response.resume().on('end', resolve)).on('error', reject);
            }),
        ),
      );
      // On each, a PATCH whose body is only half sent when SIGTERM arrives.
      const inFlight = Array.from({ length: 50 }, (_, index) => {
        const body = JSON.stringify({ lineItems: [{ productId: `D-${index}` }] });
        const request = http.request({
          host: '127.0.0.1',
          port,
          path: `/store-api/product-lists/${list.id}`,
          method: 'PATCH',
          agent,
          headers: { ...as(admin), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        const answered = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          request.on('response', (response) => {
            response.resume().on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
          });
          request.on('error', reject);
        });
        request.write(body.slice(0, 10));
        return { finish: () => request.end(body.slice(10)), answered };
      });
      await new Promise((resolve) => setTimeout(resolve, 200));

      const signalledAt = Date.now();
      process.kill(target.pid, 'SIGTERM');
      const exited = cluster.exitOf(target.index);
      let ready = 0;
      for (let poll = 0; poll < 50 && ready !== 503; poll += 1) {
        ready = (await call(target.url, '/health/ready')).status;
        if (ready !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(ready, 503, 'readiness turns 503 first');

      // Meanwhile, through the balancer, nothing fails.
      let stop = false;
      const throughBalancer: number[] = [];
      const traffic = (async () => {
        for (let request = 0; request < 2000 && !stop; request += 1) {
          throughBalancer.push((await call(cluster.url, `/store-api/product-lists/detail/${list.id}`, { headers: as(admin) })).status);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();

      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answered));
      assert.deepEqual(
        answers.map((answer) => answer.status),
        Array(50).fill(200),
        'every request in flight is answered',
      );
      assert.ok(
        answers.every((answer) => answer.connection === 'close'),
        'and closes its connection',
      );

      // Once the listener is closed, a new connection to the instance is refused.
      let refused = false;
      for (let poll = 0; poll < 100 && !refused; poll += 1) {
        refused = await fetch(`${target.url}/health/live`, { signal: AbortSignal.timeout(1000) }).then(
          () => false,
          () => true,
        );
        if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.ok(refused, 'the listener closes');

      assert.match(await exited, /code 0/);
      const seconds = (Date.now() - signalledAt) / 1000;
      assert.ok(seconds < 10, `exited after ${seconds} s`);
      stop = true;
      await traffic;
      agent.destroy();
      assert.ok(throughBalancer.length > 10);
      assert.deepEqual(
        throughBalancer.filter((status) => status !== 200),
        [],
        'the balancer sent nothing to the draining instance that failed',
      );
      const detail = await call(survivor, `/store-api/product-lists/detail/${list.id}`, { headers: as(admin) });
      assert.equal(detail.body.itemCount, 50, 'every answered write is there');
    });
  });

describe('stopping a cluster, in any order, leaves nothing behind', { skip, timeout: 120_000 }, () => {
  const serversFileOf = (cluster: RunningCluster) => /HAProxy: \S+ \+ (\S+servers\.cfg)/.exec(cluster.output())![1]!;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const refused = (url: string) =>
    fetch(`${url}/health/live`, { signal: AbortSignal.timeout(1000) }).then(
      () => false,
      () => true,
    );
  async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
    for (let poll = 0; poll < 150; poll += 1) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail(`not within 15 s: ${what}`);
  }

  test('one instance stopped by its pid, then Ctrl-C: the cluster says it stopped, no HAProxy alert, servers.cfg removed', async (t) => {
    const cluster = await startCluster({ instances: 2, redisUrl: TEST_REDIS_URL });
    t.after(() => cluster.stop());
    const serversFile = serversFileOf(cluster);
    assert.ok(existsSync(serversFile));
    process.kill(cluster.instances[0]!.pid, 'SIGTERM');
    assert.match(await cluster.exitOf(1), /code 0/);
    assert.equal((await call(cluster.url, '/store-api/_info/version')).status, 200, 'the other instance serves on');
    cluster.interrupt();
    assert.equal(await cluster.closed, 0);
    const output = cluster.output();
    assert.match(output, /Store API cluster stopped: HAProxy and the instances have exited\.\n$/);
    assert.doesNotMatch(output, /\[ALERT\]/);
    assert.equal(existsSync(serversFile), false, 'servers.cfg removed');
    assert.ok(await refused(cluster.url), 'HAProxy is gone');
    await until(() => !alive(cluster.instances[1]!.pid), 'the second instance exits');
  });

  test('Ctrl-C twice stops at once, and still leaves nothing behind', async (t) => {
    const cluster = await startCluster({ instances: 1, redisUrl: TEST_REDIS_URL });
    t.after(() => cluster.stop());
    const serversFile = serversFileOf(cluster);
    // A login whose body is half sent holds the instance's drain open (up to SHUTDOWN_TIMEOUT_SECONDS).
    const slow = net.connect(Number(new URL(cluster.instances[0]!.url).port), '127.0.0.1');
    slow.on('error', () => {});
    slow.write(
      `POST /store-api/account/login HTTP/1.1\r\nhost: x\r\nsw-access-key: ${CLUSTER_ACCESS_KEY}\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"user`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    cluster.interrupt();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    cluster.interrupt();
    assert.equal(await cluster.closed, 130, 'the second Ctrl-C stops at once');
    assert.match(cluster.output(), /Second signal: stopping at once\.\n$/);
    slow.destroy();
    assert.equal(existsSync(serversFile), false, 'servers.cfg removed');
    assert.ok(await refused(cluster.url), 'HAProxy is gone');
    await until(() => !alive(cluster.instances[0]!.pid), 'the instance exits');
  });
});

test("HAProxy's twin lines (stderr with its level, the log on stdout without) are printed once, whichever comes first", () => {
  const once = onceEach();
  const lines = [
    '[haproxy] [WARNING]  (21331) : Server store_api/app2 is DOWN, reason: Layer4 connection problem.',
    '[haproxy] Server store_api/app2 is DOWN, reason: Layer4 connection problem.',
    '[haproxy] backend store_api has no server available!',
    "[haproxy] [ALERT]    (21331) : backend 'store_api' has no server available!",
    '[haproxy] [NOTICE]   (21329) : Loading success.',
  ];
  assert.deepEqual(lines.filter(once), [lines[0], lines[2], lines[4]]);
  // A later state change of the same text is a new one.
  assert.equal(once(lines[0]!), true);
});

test('no cluster on SQLite, nor on MariaDB without Redis: exit code 1 and one line saying what it needs', () => {
  const refusal = (env: Record<string, string>) => {
    const { REDIS_URL: _, ...inherited } = process.env;
    const result = spawnSync(process.execPath, [CLI, 'cluster', '--instances', '2'], {
      env: { ...inherited, PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status: result.status, stderr: result.stderr.trim() };
  };
  assert.deepEqual(refusal({ DATABASE_URL: 'sqlite::memory:' }), {
    status: 1,
    stderr:
      'A cluster needs PostgreSQL, or MariaDB with REDIS_URL (SQLite serves from one process): DATABASE_URL=postgres://user@host:5432/database npm run cluster',
  });
  assert.deepEqual(refusal({ DATABASE_URL: 'mysql://root@127.0.0.1:1/none' }), {
    status: 1,
    stderr:
      'A cluster on MariaDB needs Redis, through which its instances tell each other of live events and access changes: REDIS_URL=redis://host:6379 npm run cluster',
  });
});
