/**
 * The elements in a real browser (Debian's Chromium through playwright-core), on a shop page of
 * another origin that loads them from the service (the demo: `npm run demo`), found by accessible
 * names and roles only: a buyer logs in, creates a list, adds, reorders (by mouse and by keyboard) and
 * imports items; a colleague's change shows up live in the buyer's page; the buyer submits, the
 * manager approves; an admin invites an employee and moves them to another unit; axe-core finds no
 * violation in any element; German texts with `lang="de"`. `npm run elements:screenshots`
 * (UPDATE_DOCS=1) also writes each element's picture into docs/elements/.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PEOPLE, startDemo, type Demo } from '../../src/main/demo.js';
import { launchChromium, skipWithoutChromium as skip } from '../helpers/browser.js';
import { startProvider, type TestProvider } from '../helpers/oidc-provider.js';
import { totp } from '../helpers/totp.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SCREENSHOTS = process.env.UPDATE_DOCS === '1';
type Person = keyof typeof DEMO_PEOPLE;

describe('the elements in Chromium, on a shop page of another origin', { skip, timeout: 180_000 }, () => {
  let demo: Demo;
  let browser: Browser;
  let provider: TestProvider;
  const problems: string[] = [];

  before(async () => {
    demo = await startDemo({ apiPort: 0, shopPort: 0, settings: { SSO_ALLOW_HTTP_ISSUERS: true, SSO_ALLOW_PRIVATE_ISSUERS: true } });
    // An OpenID provider on this machine, for the organization's single sign-on.
    provider = await startProvider([`${demo.apiUrl}/store-api/sso/${demo.organizationId}/callback`]);
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await demo?.close();
    await provider?.close();
  });

  /** A person's own browser (a context: its own storage), on the shop page, logged in through the login element. */
  async function logIn(person: Person, path = '/', width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`${person}: ${error.message}`));
    page.on('console', (message) => {
      // A refused request shows in the console; the elements answer it in their own words (checked below).
      if (message.type() === 'error' && !/status of (40[0-9]|409)/.test(message.text())) problems.push(`${person}: ${message.text()}`);
    });
    await page.goto(`${demo.shopUrl}${path}`);
    await page.getByLabel('Email').fill(DEMO_PEOPLE[person].email);
    await page.getByLabel('Password').fill(DEMO_PEOPLE[person].password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText('Logged in as').waitFor();
    return { context, page };
  }

  /** The service's answer, asked directly (as an admin unless told): what the browser did really happened. */
  const tokens = new Map<Person, string>();
  async function api<T>(method: string, path: string, body?: unknown, person: Person = 'admin'): Promise<T> {
    const headers = { 'sw-access-key': demo.accessKey, 'content-type': 'application/json' };
    // One login a person, not one a call: the waits below ask up to a hundred times.
    let contextToken = tokens.get(person);
    if (!contextToken) {
      const login = await fetch(`${demo.apiUrl}/store-api/account/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: DEMO_PEOPLE[person].email, password: DEMO_PEOPLE[person].password }),
      });
      contextToken = ((await login.json()) as { contextToken: string }).contextToken;
      tokens.set(person, contextToken);
    }
    const response = await fetch(`${demo.apiUrl}${path}`, {
      method,
      headers: { ...headers, 'sw-context-token': contextToken },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
    return (await response.json()) as T;
  }

  async function listNamed(name: string) {
    const found = await api<{ elements: { id: string }[] }>('POST', '/store-api/product-lists', { filter: [{ type: 'equals', field: 'name', value: name }] });
    const id = found.elements[0]?.id;
    assert.ok(id, `the list ${name} exists`);
    return api<{ id: string; status: string; lineItems: { productId: string; quantity: number }[] }>('GET', `/store-api/product-lists/detail/${id}`);
  }

  const productsOf = async (name: string) => (await listNamed(name)).lineItems.map((item) => item.productId);
  const row = (page: Page, productId: string): Locator => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: productId, exact: true }) });

  async function addItem(page: Page, productId: string, quantity: number) {
    await page.getByLabel('Product number').fill(productId);
    await page.getByLabel('Quantity').fill(String(quantity));
    await page.getByRole('button', { name: 'Add item' }).click();
    await row(page, productId).waitFor();
  }

  async function until(check: () => Promise<boolean>, what: string) {
    for (let tries = 0; tries < 100; tries++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail(`still not so after 10 s: ${what}`);
  }

  test('every element passes axe-core, at 1280 and at 360 pixels wide', async () => {
    for (const width of [1280, 360]) {
      const { context, page } = await logIn('admin', '/', width);
      await page.getByRole('button', { name: 'Weekly re-order', exact: true }).click();
      await page.getByRole('heading', { name: 'Weekly re-order' }).waitFor();
      await page.locator('store-api-units').getByText('Purchasing', { exact: true }).waitFor();
      await page.locator('store-api-employees').getByText('anna@demo.example').waitFor();
      await page.addScriptTag({ path: AXE });
      for (const name of ['store-api-login', 'store-api-lists', 'store-api-list', 'store-api-approvals', 'store-api-employees', 'store-api-units']) {
        const violations = await page.evaluate(async (selector) => {
          const axe = (
            window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }
          ).axe;
          const result = await axe.run(
            { include: [[selector]] },
            { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
          );
          return result.violations.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
        }, name);
        assert.deepEqual(violations, [], `${name} at ${width} px`);
        if (SCREENSHOTS && width === 1280) {
          mkdirSync('docs/elements', { recursive: true });
          await page.locator(name).screenshot({ path: `docs/elements/${name}.png` });
        }
      }
      // Nothing wider than the page at 360 px: no sideways scrolling.
      if (width === 360) assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1), 'no sideways scrolling at 360 px');
      await context.close();
    }
  });

  test('a buyer creates a list, adds items, reorders them by mouse and keyboard, and imports a CSV file', async () => {
    const { context, page } = await logIn('anna');
    await page.getByRole('button', { name: 'New list' }).click();
    await page.getByLabel('List name').fill('Party supplies');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { name: 'Party supplies' }).waitFor();
    await addItem(page, 'SKU-1', 2);
    await addItem(page, 'SKU-2', 1);
    await addItem(page, 'SKU-3', 5);
    assert.deepEqual(await productsOf('Party supplies'), ['SKU-1', 'SKU-2', 'SKU-3']);

    await row(page, 'SKU-3').getByRole('button', { name: 'Move up' }).click();
    await until(async () => (await productsOf('Party supplies')).join() === 'SKU-1,SKU-3,SKU-2', 'SKU-3 moved up by a click');

    // Keyboard only: from SKU-2's note, Tab to its "Move up", Enter twice; the focus stays on the moved item's button.
    await row(page, 'SKU-2').getByLabel('Note for SKU-2').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await until(async () => (await productsOf('Party supplies')).join() === 'SKU-1,SKU-2,SKU-3', 'SKU-2 moved up by Enter');
    // The element's answer, and the focus back on the moved item's button, before the next key.
    await page.locator('store-api-list').getByRole('status').filter({ hasText: 'SKU-2 is now at position 2.' }).waitFor({ state: 'attached' });
    const moveUp = row(page, 'SKU-2').getByRole('button', { name: 'Move up' });
    await until(() => moveUp.evaluate((button) => button.matches(':focus') && !(button as HTMLButtonElement).disabled), "the focus on SKU-2's Move up");
    await page.keyboard.press('Enter');
    await until(async () => (await productsOf('Party supplies')).join() === 'SKU-2,SKU-1,SKU-3', 'SKU-2 moved up again: the focus stayed on it');
    await page.locator('store-api-list').getByRole('status').filter({ hasText: 'SKU-2 is now at position 1.' }).waitFor({ state: 'attached' });

    await page
      .getByLabel('Import CSV')
      .setInputFiles({ name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from('productId;quantity\nSKU-9;4\nSKU-1;3\n') });
    await row(page, 'SKU-9').waitFor();
    const imported = await listNamed('Party supplies');
    assert.deepEqual(
      imported.lineItems.map((item) => [item.productId, item.quantity]),
      [
        ['SKU-2', 1],
        ['SKU-1', 3],
        ['SKU-3', 5],
        ['SKU-9', 4],
      ],
    );

    // Drag SKU-9 onto the first row: it goes first.
    await row(page, 'SKU-9').dragTo(row(page, 'SKU-2'));
    await until(async () => (await productsOf('Party supplies')).join() === 'SKU-9,SKU-2,SKU-1,SKU-3', 'SKU-9 dragged to the top');

    // Copy the items into another list, then move them: the source keeps them, then not.
    await page.getByLabel('Target list').selectOption({ label: 'Trade fair stand' });
    await page.getByRole('button', { name: 'Copy items' }).click();
    await until(async () => (await productsOf('Trade fair stand')).includes('SKU-9'), 'the items copied');
    assert.equal((await productsOf('Party supplies')).length, 4, 'a copy leaves the source as it was');
    await page.getByLabel('Target list').selectOption({ label: 'Weekly re-order' });
    await page.getByRole('button', { name: 'Move items' }).click();
    await until(async () => (await productsOf('Party supplies')).length === 0, 'the items moved out');
    assert.ok((await productsOf('Weekly re-order')).includes('SKU-9'), 'into the target');
    await page.getByLabel('Import CSV').setInputFiles({ name: 'back.csv', mimeType: 'text/csv', buffer: Buffer.from('SKU-1;1\n') });
    await row(page, 'SKU-1').waitFor();

    // A bad file: the service's own words, in the element.
    await page.getByLabel('Import CSV').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('productId;quantity\nSKU-10;many\n') });
    await page
      .getByRole('alert')
      .filter({ hasText: /quantity/i })
      .first()
      .waitFor();
    await context.close();
  });

  test("a colleague's change shows up live in the buyer's page", async () => {
    const anna = await logIn('anna');
    await anna.page.getByRole('button', { name: 'Weekly re-order', exact: true }).click();
    await anna.page.getByRole('heading', { name: 'Weekly re-order' }).waitFor();
    await anna.page.getByText('Live', { exact: true }).waitFor();
    const ben = await logIn('ben');
    await ben.page.getByRole('button', { name: 'Weekly re-order', exact: true }).click();
    await ben.page.getByRole('heading', { name: 'Weekly re-order' }).waitFor();
    await addItem(ben.page, 'SW-7777', 7);
    await row(anna.page, 'SW-7777').waitFor({ timeout: 10_000 });
    await anna.context.close();
    await ben.context.close();
  });

  test('a list shared for reading shows its items, without the controls that would change it', async () => {
    const ben = await api<{ id: string }>('GET', '/store-api/account/me', undefined, 'ben');
    const found = await api<{ elements: { id: string; name: string }[] }>('POST', '/store-api/product-lists', { term: 'Trade fair stand' }, 'anna');
    const fair = found.elements.find((list) => list.name === 'Trade fair stand');
    assert.ok(fair, "Anna's 'Trade fair stand' list");
    await api('PUT', `/store-api/product-lists/${fair.id}/shares`, { employees: [{ employeeId: ben.id, access: 'read' }] }, 'anna');
    const { context, page } = await logIn('ben');
    await page.getByRole('button', { name: 'Trade fair stand', exact: true }).click();
    await page.getByRole('heading', { name: 'Trade fair stand' }).waitFor();
    await row(page, 'SW-3101').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add item' }).count(), 0, 'a reader gets no form to add items');
    assert.equal(await page.getByRole('button', { name: 'Remove', exact: false }).count(), 0, 'a reader gets no button to remove items');
    // A list shared for editing keeps them.
    await page.getByRole('button', { name: 'Weekly re-order', exact: true }).click();
    await page.getByRole('heading', { name: 'Weekly re-order' }).waitFor();
    await page.getByRole('button', { name: 'Add item' }).waitFor();
    await context.close();
  });

  test('a buyer submits a list, and the manager approves it in the approvals element', async () => {
    const anna = await logIn('anna');
    await anna.page.getByRole('button', { name: 'Trade fair stand', exact: true }).click();
    await anna.page.getByRole('heading', { name: 'Trade fair stand' }).waitFor();
    await anna.page.getByRole('button', { name: 'Submit for approval' }).click();
    await until(async () => (await listNamed('Trade fair stand')).status === 'submitted', 'the list is submitted');

    const maria = await logIn('maria');
    const approvals = maria.page.locator('store-api-approvals');
    const item = approvals.getByRole('listitem').filter({ has: maria.page.getByRole('heading', { name: 'Trade fair stand' }) });
    await item.getByRole('button', { name: 'Approve' }).click();
    await until(async () => (await listNamed('Trade fair stand')).status === 'approved', 'the list is approved');
    await approvals.getByRole('heading', { name: 'Trade fair stand' }).waitFor({ state: 'detached' });

    // Rejecting, with a comment the owner reads.
    const chairs = approvals.getByRole('listitem').filter({ has: maria.page.getByRole('heading', { name: 'New office chairs' }) });
    await chairs.getByRole('button', { name: 'Reject' }).click();
    await chairs.getByLabel('Comment').fill('Four are enough.');
    await chairs.getByRole('button', { name: 'Reject' }).click();
    await until(async () => (await listNamed('New office chairs')).status === 'rejected', 'the list is rejected');
    await anna.context.close();
    await maria.context.close();
  });

  test('an admin invites an employee and moves them to another unit', async () => {
    const { context, page } = await logIn('admin');
    await page.getByRole('button', { name: 'Invite employee' }).click();
    await page.getByLabel('Email').last().fill('nina@demo.example');
    await page.getByLabel('First name').fill('Nina');
    await page.getByLabel('Last name').fill('Sand');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation for nina@demo.example').waitFor();
    await page.getByLabel('Unit of Nina Sand').selectOption({ label: 'Sales' });
    await until(async () => {
      const found = await api<{ elements: { unitId: string | null }[] }>('GET', '/store-api/employees?term=nina');
      return found.elements[0]?.unitId === demo.units.sales;
    }, 'Nina is in Sales');

    // The units element: a new unit under Sales, renamed.
    const units = page.locator('store-api-units');
    await units.getByRole('button', { name: 'New unit' }).click();
    await units.getByLabel('Unit name').fill('Field');
    await units.getByLabel('Parent unit').selectOption({ label: 'Sales' });
    await units.getByRole('button', { name: 'Create unit' }).click();
    await units.getByText('Field', { exact: true }).waitFor();
    await units.getByRole('button', { name: 'Rename Field' }).click();
    await units.getByLabel('New name').fill('Field sales');
    await units.getByRole('button', { name: 'Save' }).click();
    await units.getByText('Field sales', { exact: true }).waitFor();
    // Move it to the top level, then delete it (it holds nobody: nothing to move).
    await units.getByRole('button', { name: 'Move Field sales' }).click();
    await units.getByLabel('New parent unit').selectOption({ label: 'Organization level' });
    await units.getByRole('button', { name: 'Move', exact: true }).click();
    // The element's own word that the move is done: until then its answer may still close a form opened meanwhile.
    await units.getByRole('status').filter({ hasText: 'Field sales was moved.' }).waitFor({ state: 'attached' });
    await until(async () => {
      const found = await api<{ elements: { name: string; parentId: string | null }[] }>('POST', '/store-api/organization-units', { term: 'Field sales' });
      return found.elements.some((unit) => unit.name === 'Field sales' && unit.parentId === null);
    }, 'Field sales moved to the top');
    await units.getByRole('button', { name: 'Delete Field sales' }).click();
    await units.getByRole('button', { name: 'Delete unit' }).click();
    await units.getByRole('status').filter({ hasText: 'Field sales was deleted.' }).waitFor({ state: 'attached' });
    // The unit's name, not an option of a form still closing, which names it too.
    await units
      .locator('strong')
      .filter({ hasText: /^Field sales$/ })
      .waitFor({ state: 'detached' });
    // A unit that holds people names where they go: without a destination, the service's words.
    await units.getByRole('button', { name: 'Delete Sales' }).click();
    await units.getByRole('button', { name: 'Delete unit' }).click();
    await units
      .getByRole('alert')
      .filter({ hasText: /employee|move/i })
      .first()
      .waitFor();
    await context.close();
  });

  test('the login element asks for the second factor, and takes the code', async () => {
    // Ben turns a second factor on (through the API, as the second-factor guide does).
    const enrolled = await api<{ secret: string }>('POST', '/store-api/account/second-factor/totp', {}, 'ben');
    const now = Date.now();
    await api('POST', '/store-api/account/second-factor/totp/confirm', { code: totp(enrolled.secret, now) }, 'ben');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(demo.shopUrl);
    await page.getByLabel('Email').fill(DEMO_PEOPLE.ben.email);
    await page.getByLabel('Password').fill(DEMO_PEOPLE.ben.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').filter({ hasText: /code/i }).first().waitFor();
    // One wrong code ends the challenge or not, as the service decides: start again, and give the next step's code.
    await page.goto(demo.shopUrl);
    await page.getByLabel('Email').fill(DEMO_PEOPLE.ben.email);
    await page.getByLabel('Password').fill(DEMO_PEOPLE.ben.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByLabel('Code').fill(totp(enrolled.secret, now + 30_000));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Logged in as Ben Lund.').waitFor();
    await context.close();
  });

  test('single sign-on: the link goes through the provider and back, and the element exchanges the code', async () => {
    await api('PUT', '/store-api/organization/sso', {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      emailDomains: ['demo.example'],
    });
    provider.accounts.set('sub-maria', { email: DEMO_PEOPLE.maria.email, email_verified: true });
    provider.signInAs('sub-maria');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo.shopUrl}/?sso=${demo.organizationId}`);
    await page.getByRole('link', { name: 'Log in with single sign-on' }).click();
    await page.getByText('Logged in as Maria Holm.').waitFor();
    const address = new URL(page.url());
    assert.equal(address.origin, demo.shopUrl, 'back on the shop');
    assert.equal(address.searchParams.get('code'), null, 'the one-time code left the address');
    await context.close();
  });

  test('German texts with lang="de"', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${demo.shopUrl}/?lang=de`);
    await page.getByLabel('E-Mail').fill(DEMO_PEOPLE.anna.email);
    await page.getByLabel('Passwort').fill(DEMO_PEOPLE.anna.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('Angemeldet als Anna Berg.').waitFor();
    await page.getByRole('button', { name: 'Neue Liste' }).waitFor();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    await context.close();
  });

  test('no script error on any page', () => {
    assert.deepEqual(problems, []);
  });
});
