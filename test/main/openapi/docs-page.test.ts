/**
 * The docs page in a real browser (Debian's Chromium through playwright-core): it renders from the
 * local install only, shows every group collapsed with its description, finds operations with its
 * filter box, and a person can log in and call the service from it, the authorization kept across
 * a reload. `npm run docs:screenshot` (UPDATE_DOCS=1) also writes the overview the README shows
 * (docs/docs-page.png).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ACCESS_KEY, buildTestApp } from '../../helpers/app.js';
import { launchChromium, skipWithoutChromium as skip } from '../../helpers/browser.js';
import { DOCS_PAGE_PATH, DOCUMENT_PATH } from '../../../src/platform/http/document-paths.js';
import { TAGS } from '../../../src/main/openapi/openapi.js';

test('the docs page renders offline, lists the operations, and logs in and calls the service from the page', { skip, timeout: 120_000 }, async (t) => {
  const { app, acme } = await buildTestApp(t, 'sqlite');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();

  t.after(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  const foreign: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(base) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const answer = await page.goto(`${base}${DOCS_PAGE_PATH}`);
  assert.equal(answer?.status(), 200);
  // The overview: every group, collapsed, with its description; the document names no group the page does not describe.
  const document = (await app.inject({ method: 'GET', url: DOCUMENT_PATH })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
  const used = new Set(Object.values(document.paths).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])));
  assert.deepEqual([...used].sort(), TAGS.map((tag) => tag.name).sort(), 'every group of the document is described, and only those');
  for (const tag of TAGS) {
    const section = page.locator(`h3.opblock-tag[data-tag="${tag.name}"]`);
    await section.waitFor({ timeout: 20_000 });
    assert.ok((await section.innerText()).includes(tag.description), `${tag.name} shows its description`);
  }
  assert.equal(await page.locator('.opblock').count(), 0, 'groups start collapsed');
  if (process.env.UPDATE_DOCS === '1') await page.screenshot({ path: 'docs/docs-page.png', fullPage: true });

  // The filter box finds operations by what they do, and opens their groups.
  await page.locator('input.operation-filter-input').fill('shares');
  await page.locator('#operations-product_lists-readProductListShares').waitFor({ timeout: 10_000 });
  assert.equal(await page.locator('h3.opblock-tag[data-tag="webhooks"]').count(), 0, 'other groups are filtered out');
  assert.equal(await page.locator('#operations-product_lists-createProductList').count(), 0, 'and other operations of the group');
  await page.locator('input.operation-filter-input').fill('');

  // Log in from the page: the access key in "Authorize", then the login operation.
  await authorize(page, 'accessKey', ACCESS_KEY);
  await openGroup(page, 'account');
  const login = await execute(page, 'account', 'loginEmployee', { username: acme.adminEmail, password: acme.adminPassword });
  assert.equal(login.status, '200', login.body);
  const contextToken = JSON.parse(login.body).contextToken as string;
  assert.ok(contextToken);
  await authorize(page, 'contextToken', contextToken);

  // A reload keeps the authorization: one call as that employee, a list created from the page.
  await page.reload();
  await openGroup(page, 'product_lists');
  const created = await execute(page, 'product_lists', 'createProductList', {
    name: 'Made on the docs page',
    lineItems: [{ productId: 'SW10001', quantity: 3 }],
  });
  assert.equal(created.status, '201', created.body);
  const id = JSON.parse(created.body).id as string;
  const read = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers });
  assert.equal(read.json().name, 'Made on the docs page');

  assert.deepEqual(foreign, [], 'the page loaded something from elsewhere');
  assert.deepEqual(problems, [], 'the page reported errors');
});

/** Fills one security scheme's value in Swagger UI's "Authorize" dialog. */
async function authorize(page: Page, scheme: string, value: string): Promise<void> {
  await page.locator('.auth-wrapper .authorize').click();
  const dialog = page.locator('.dialog-ux .modal-ux');
  const section = dialog.locator('.auth-container').filter({ has: page.locator(`h4:has-text("${scheme}")`) });
  await section.locator('input').fill(value);
  await section.locator('button.authorize').click();
  await dialog.locator('button.close-modal').click();
}

/** Opens a group of operations (they start collapsed). */
async function openGroup(page: Page, tag: string): Promise<void> {
  await page.locator(`h3.opblock-tag[data-tag="${tag.replaceAll('_', ' ')}"]`).click();
  await page.locator(`[id^="operations-${tag}-"]`).first().waitFor({ timeout: 10_000 });
}

/** Opens an operation, puts the body in, runs it from the page and reads the answer Swagger UI shows. */
async function execute(page: Page, tag: string, operationId: string, body: unknown): Promise<{ status: string; body: string }> {
  const operation = page.locator(`#operations-${tag}-${operationId}`);
  await operation.locator('.opblock-summary').first().click();
  await operation.locator('textarea.body-param__text').fill(JSON.stringify(body));
  await operation.locator('button.execute').click();
  const response = operation.locator('.live-responses-table .response').first();
  await response.waitFor({ timeout: 20_000 });
  const status = (await response.locator('.response-col_status').innerText()).trim();
  const text = await operation.locator('.live-responses-table .response-col_description .highlight-code pre').first().innerText();
  return { status, body: text };
}
