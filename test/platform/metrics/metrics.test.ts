import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, test } from 'node:test';
import { listenForMetrics } from '../../../src/platform/metrics/metrics.js';
import { DIALECTS } from '../../helpers/dialects.js';
import { ACCESS_KEY, buildTestApp, expectError } from '../../helpers/app.js';
import { untilServingAlone } from '../../helpers/database.js';

/** The value of one series in a Prometheus text answer, or undefined. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: metrics`, { skip: dialect.skip }, () => {
    test('GET /metrics on its own port: the counters move with traffic', async (t) => {
      const { app, acme, database } = await buildTestApp(t, dialect.name, { METRICS_PORT: 0 });
      assert.ok(app.metrics, 'METRICS_PORT turns the metrics on');
      const metrics = await listenForMetrics(app.metrics, '127.0.0.1', 0);
      t.after(() => metrics.close());
      const scrape = async () => {
        const response = await fetch(metrics.url);
        assert.equal(response.status, 200);
        assert.match(String(response.headers.get('content-type')), /^text\/plain/);
        return response.text();
      };
      const detailSeries = 'store_api_http_request_duration_seconds_count{method="GET",route="/store-api/product-lists/detail/:id",status="200"}';
      const first = await scrape();

      const { id } = (
        await app.inject({ method: 'POST', url: '/store-api/product-lists/create', headers: acme.headers, payload: { name: 'Measured' } })
      ).json();
      for (let read = 0; read < 5; read += 1)
        assert.equal((await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers })).statusCode, 200);
      expectError(await app.inject({ method: 'GET', url: '/no/such/path', headers: acme.headers }), 404, 'ROUTE__NOT_FOUND');
      assert.equal(
        (
          await app.inject({
            method: 'POST',
            url: '/store-api/account/login',
            headers: { 'sw-access-key': ACCESS_KEY },
            payload: { username: acme.memberEmail, password: acme.memberPassword },
          })
        ).statusCode,
        200,
      );
      const second = await scrape();

      assert.equal((seriesValue(second, detailSeries) ?? 0) - (seriesValue(first, detailSeries) ?? 0), 5, 'requests by route and status');
      assert.ok(
        (seriesValue(
          second,
          'store_api_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/store-api/product-lists/detail/:id",status="200"}',
        ) ?? 0) >= 5,
        'a latency histogram',
      );
      assert.ok(
        seriesValue(second, 'store_api_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}')! >= 1,
        'unknown paths share one series',
      );
      const moved = (series: string) => (seriesValue(second, series) ?? 0) > (seriesValue(first, series) ?? 0);
      assert.ok(moved('store_api_db_statements_total'), 'statements');
      assert.ok(moved('store_api_db_writer_units_total') && moved('store_api_db_writer_transactions_total'), 'writes');
      assert.ok(moved('store_api_answer_cache_requests_total{result="hit"}'), 'answer cache hits');
      assert.ok(moved('store_api_password_hashes_total'), 'password hashes');
      assert.equal(seriesValue(second, 'store_api_password_hash_queue'), 0);
      assert.ok((seriesValue(second, 'process_resident_memory_bytes') ?? 0) > 1e6, 'process memory');
      if (dialect.name === 'postgres') {
        // Alone on its database (test/helpers/database.ts): reads may come from memory, and /metrics says so.
        await untilServingAlone(database);
        assert.equal(seriesValue(await scrape(), 'store_api_memory_reads_enabled'), 1);
        assert.ok(moved('store_api_db_pool_acquires_total'), 'pool use');
        assert.ok(seriesValue(second, 'store_api_db_pool_wait_seconds_total') !== undefined, 'pool wait');
        assert.ok(seriesValue(second, 'store_api_db_pool_connections{state="max"}')! > 0);
        assert.ok(moved('store_api_db_read_keys_total{read="detail"}'), 'batched reads');
      } else if (dialect.name === 'mysql') {
        assert.ok(moved('store_api_db_read_keys_total{read="detail"}'), 'batched reads');
      } else {
        assert.ok(moved('store_api_sqlite_wal_syncs_total'), 'WAL syncs');
        assert.ok(moved('store_api_memory_reads_total{memo="sessions",result="hit"}'), 'sessions from memory');
        assert.equal(seriesValue(second, 'store_api_memory_reads_enabled'), 1);
        assert.ok(seriesValue(second, 'store_api_db_writer_units') !== undefined, 'writer queue depth');
      }
      assert.equal((await fetch(metrics.url.replace('/metrics', '/store-api/_info/version'))).status, 404, 'nothing else on the metrics port');
    });
  });
}

test('no metrics unless METRICS_PORT is set; an error answer quotes the request id its log line carries', async (t) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const { app, database, acme } = await buildTestApp(t, 'sqlite', { LOG_LEVEL: 'info' }, { logger: { level: 'info', stream } });
  assert.equal(app.metrics, undefined);
  // The database goes away under the service: the next read fails unexpectedly.
  await database.readDb.destroy();
  const failed = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: acme.headers });
  const error = expectError(failed, 500, 'SERVER__INTERNAL_ERROR');
  const requestId = (error.meta as { parameters: { requestId: string } }).parameters.requestId;
  assert.ok(requestId);
  const logged = lines.find((line) => line.msg === 'unexpected error');
  assert.equal(logged?.reqId, requestId, 'the log line of the error carries the id the answer quotes');
  assert.ok(!JSON.stringify(lines).includes(acme.headers['sw-context-token']!), 'tokens never reach the log');
});

test('behind a trusted balancer its X-Request-Id is the request id an error quotes; a malformed one, or one without TRUST_PROXY, is not', async (t) => {
  const failingRequestId = async (overrides: { TRUST_PROXY?: string }, requestId: string) => {
    const { app, database, acme } = await buildTestApp(t, 'sqlite', overrides);
    await database.readDb.destroy();
    const failed = await app.inject({ method: 'GET', url: '/store-api/account/me', headers: { ...acme.headers, 'x-request-id': requestId } });
    return (expectError(failed, 500, 'SERVER__INTERNAL_ERROR').meta as { parameters: { requestId: string } }).parameters.requestId;
  };
  assert.equal(
    await failingRequestId({ TRUST_PROXY: '127.0.0.1' }, 'C0A80001:D431_7F000001:1F90_6762AB1C_0001:1A2B'),
    'C0A80001:D431_7F000001:1F90_6762AB1C_0001:1A2B',
  );
  assert.match(await failingRequestId({ TRUST_PROXY: '127.0.0.1' }, 'not a token\n{}'), /^[0-9a-f-]{36}$/);
  assert.match(await failingRequestId({}, 'C0A80001:D431'), /^[0-9a-f-]{36}$/);
});
