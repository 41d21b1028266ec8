/**
 * The docs page in a real browser (Debian's Chromium through playwright-core): it renders from the
 * local install only, lists the product-list operations, and a person can log in and call the
 * service from it. `UPDATE_DOCS=1` also writes the screenshot the README shows (docs/docs-page.png).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { chromium, type Page } from 'playwright-core';
import { ACCESS_KEY, buildTestApp } from './helpers/app.js';
import { missingServer } from './helpers/servers.js';
import { DOCS_PAGE_PATH } from '../src/http/openapi.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skip = existsSync(CHROMIUM) ? false : missingServer(`Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`, 'Chromium');

test('the docs page renders offline, lists the operations, and logs in and calls the service from the page', { skip, timeout: 120_000 }, async (t) => {
  const { app, acme } = await buildTestApp(t, 'sqlite');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Root in a container: no sandbox; no calls home (this machine's network is closed).
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
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
  // The product-list operations, by their operationIds.
  for (const operationId of ['searchProductLists', 'createProductList', 'readProductList', 'updateProductList', 'deleteProductList']) {
    await page.locator(`#operations-product_lists-${operationId}`).waitFor({ timeout: 20_000 });
  }

  // Log in from the page: the access key in "Authorize", then the login operation.
  await authorize(page, 'accessKey', ACCESS_KEY);
  const login = await execute(page, 'account', 'loginEmployee', { username: acme.adminEmail, password: acme.adminPassword });
  assert.equal(login.status, '200', login.body);
  const contextToken = JSON.parse(login.body).contextToken as string;
  assert.ok(contextToken);

  // Then one call as that employee: a list created from the page.
  await authorize(page, 'contextToken', contextToken);
  const created = await execute(page, 'product_lists', 'createProductList', { name: 'Made on the docs page', lineItems: [{ productId: 'SW10001', quantity: 3 }] });
  assert.equal(created.status, '201', created.body);
  const id = JSON.parse(created.body).id as string;
  const read = await app.inject({ method: 'GET', url: `/store-api/product-lists/detail/${id}`, headers: acme.headers });
  assert.equal(read.json().name, 'Made on the docs page');

  if (process.env.UPDATE_DOCS === '1') {
    // The list just created from the page: its request, the server's 201 and the answer.
    await page.locator('#operations-product_lists-createProductList .live-responses-table').evaluate((element) => element.scrollIntoView());
    await page.evaluate(() => window.scrollBy(0, -120));
    await page.screenshot({ path: 'docs/docs-page.png' });
  }
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
