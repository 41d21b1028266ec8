/**
 * The elements' script as a shop loads it (`/store-api/_elements/…`: any origin, no credentials,
 * the entry revalidated, the bundle immutable and compressed within 60 kB), and CORS for the
 * origins an operator names (CORS_ALLOWED_ORIGINS) and for no other.
 */
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import { ACCESS_KEY, buildTestApp, expectError } from '../../helpers/app.js';
import { loadConfig } from '../../../src/kernel/config.js';

const SHOP = 'https://shop.example.com';
const ENTRY = '/store-api/_elements/store-api-elements.js';

describe('the elements script', () => {
  test('the entry: any origin, no credentials, revalidated by ETag, importing the content-named bundle', async (t) => {
    const { app } = await buildTestApp(t, 'sqlite');
    const entry = await app.inject({ method: 'GET', url: ENTRY, headers: { origin: 'https://anyone.example' } });
    assert.equal(entry.statusCode, 200);
    assert.match(String(entry.headers['content-type']), /^text\/javascript/);
    assert.equal(entry.headers['access-control-allow-origin'], '*');
    assert.equal(entry.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(entry.headers['cache-control'], 'public, no-cache');
    const bundle = /^export \* from '\.\/(store-api-elements\.[0-9a-f]{12}\.js)';\n$/.exec(entry.body)?.[1];
    assert.ok(bundle, entry.body);
    const again = await app.inject({ method: 'GET', url: ENTRY, headers: { 'if-none-match': String(entry.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');

    const plain = await app.inject({ method: 'GET', url: `/store-api/_elements/${bundle}` });
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(plain.body, /customElements\.define/);
    for (const name of ['store-api-login', 'store-api-lists', 'store-api-list', 'store-api-approvals', 'store-api-employees', 'store-api-units']) {
      assert.ok(plain.body.includes(`"${name}"`), `the bundle defines ${name}`);
    }
    const gzip = await app.inject({ method: 'GET', url: `/store-api/_elements/${bundle}`, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers.vary, 'accept-encoding');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.ok(gzip.rawPayload.length <= 60 * 1024, `one ES module within 60 kB compressed: ${gzip.rawPayload.length} bytes`);
    const brotli = await app.inject({ method: 'GET', url: `/store-api/_elements/${bundle}`, headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(brotli.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(brotli.rawPayload).toString(), plain.body);

    expectError(await app.inject({ method: 'GET', url: '/store-api/_elements/other.js' }), 404, 'ROUTE__NOT_FOUND');
  });
});

describe('CORS', () => {
  test('none by default: an API answer names no origin', async (t) => {
    const { app } = await buildTestApp(t, 'sqlite');
    const answer = await app.inject({ method: 'GET', url: '/store-api/_info/version', headers: { origin: SHOP } });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['access-control-allow-origin'], undefined);
  });

  test('a named origin: preflights answered, its calls readable with their headers; any other origin refused', async (t) => {
    const { app, acme } = await buildTestApp(t, 'sqlite', { CORS_ALLOWED_ORIGINS: `${SHOP}, https://other-shop.example.com` });
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/store-api/product-lists',
      headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'sw-access-key, sw-context-token, content-type' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], SHOP);
    assert.match(String(preflight.headers['access-control-allow-methods']), /PATCH/);
    assert.match(String(preflight.headers['access-control-allow-headers']), /sw-context-token/);
    assert.equal(preflight.headers['access-control-allow-credentials'], undefined, 'credentials travel in headers, never cookies');

    const search = await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: { ...acme.headers, origin: SHOP }, payload: {} });
    assert.equal(search.statusCode, 200);
    assert.equal(search.headers['access-control-allow-origin'], SHOP);
    assert.match(String(search.headers['access-control-expose-headers']), /sw-context-token/);
    assert.match(String(search.headers.vary), /Origin/);

    const refusedPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/store-api/product-lists',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(refusedPreflight.headers['access-control-allow-origin'], undefined);
    const refused = await app.inject({
      method: 'POST',
      url: '/store-api/product-lists',
      headers: { ...acme.headers, origin: 'https://evil.example' },
      payload: {},
    });
    assert.equal(refused.headers['access-control-allow-origin'], undefined, "the browser keeps the answer from the other origin's script");
    // The script itself still loads anywhere; the access key is still checked on the API.
    const script = await app.inject({ method: 'GET', url: ENTRY, headers: { origin: 'https://evil.example' } });
    assert.equal(script.headers['access-control-allow-origin'], '*');
    expectError(
      await app.inject({ method: 'POST', url: '/store-api/product-lists', headers: { origin: SHOP, 'sw-access-key': `${ACCESS_KEY}x` }, payload: {} }),
      401,
      'AUTH__ACCESS_KEY_INVALID',
    );
  });

  test('an origin that is not one is refused at start', () => {
    assert.throws(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'shop.example.com' }), /CORS_ALLOWED_ORIGINS/);
    assert.throws(() => loadConfig({ CORS_ALLOWED_ORIGINS: 'https://shop.example.com/path' }), /CORS_ALLOWED_ORIGINS/);
  });
});
