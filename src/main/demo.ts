import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../kernel/config.js';
import { createDatabase } from '../platform/db/database.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';

/** The people of the demo organization, each with the password the banner prints (a throwaway database). */
export const DEMO_PEOPLE = {
  admin: { email: 'admin@demo.example', password: 'demo-admin-pass', what: 'admin: employees, units, everything' },
  anna: { email: 'anna@demo.example', password: 'demo-anna-pass', what: 'buyer in Purchasing/North, owns the lists' },
  ben: { email: 'ben@demo.example', password: 'demo-ben-pass', what: "buyer in Purchasing/North, edits Anna's shared list" },
  maria: { email: 'maria@demo.example', password: 'demo-maria-pass', what: 'manager of Purchasing: approves submitted lists' },
} as const;

export interface DemoOptions {
  host?: string;
  /** The service's port (0: any free one). */
  apiPort?: number;
  /** The demo shop's port: another origin than the service's (0: any free one). */
  shopPort?: number;
  /** Settings beyond the demo's (tests: single sign-on against a provider on this machine). */
  settings?: Partial<Config>;
}

export interface Demo {
  apiUrl: string;
  shopUrl: string;
  accessKey: string;
  organizationId: string;
  units: Record<'purchasing' | 'north' | 'sales', string>;
  close(): Promise<void>;
}

/**
 * `npm run demo`: the service on a throwaway SQLite database with an organization worth clicking
 * through (units, buyers, a manager, lists, one shared), and a shop page on another origin that
 * embeds the elements from the service, which allows that origin (CORS_ALLOWED_ORIGINS). The browser
 * tests start the same demo.
 */
export async function startDemo(options: DemoOptions = {}): Promise<Demo> {
  const host = options.host ?? '127.0.0.1';
  const shop = createServer();
  await new Promise<void>((resolve) => shop.listen(options.shopPort ?? 3001, host, resolve));
  const shopUrl = `http://${host}:${(shop.address() as { port: number }).port}`;
  const directory = mkdtempSync(join(tmpdir(), 'store-api-demo-'));
  const config = loadConfig(
    { NODE_ENV: process.env.NODE_ENV },
    {
      DATABASE_URL: `sqlite:${join(directory, 'demo.sqlite')}`,
      HOST: host,
      PORT: options.apiPort ?? 3000,
      LOG_LEVEL: 'warn',
      CORS_ALLOWED_ORIGINS: shopUrl,
      SSO_ALLOWED_RETURN_ORIGINS: shopUrl,
      STORE_API_ORGANIZATION_NAME: 'Demo Trading GmbH',
      STORE_API_ADMIN_EMAIL: DEMO_PEOPLE.admin.email,
      STORE_API_ADMIN_PASSWORD: DEMO_PEOPLE.admin.password,
      ...options.settings,
    },
  );
  const database = createDatabase({ url: config.DATABASE_URL, poolSize: 2, serving: true });
  await migrateToLatest(database.db);
  const app = await buildApp(config, database, { logger: false });
  const { accessKey, created } = await bootstrap(database, config, app.passwords);
  const seeded = await seed(app, accessKey);
  const apiUrl = await app.listen({ port: config.PORT, host });
  shop.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', shopUrl);
    if (url.pathname !== '/' && url.pathname !== '/index.html') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the demo shop has one page, /.');
      return;
    }
    const lang = url.searchParams.get('lang') === 'de' ? 'de' : 'en';
    // ?sso=<organization id>: the login element offers that organization's single sign-on.
    const sso = url.searchParams.get('sso') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(shopPage(apiUrl, accessKey, lang, sso));
  });
  return {
    apiUrl,
    shopUrl,
    accessKey,
    organizationId: created?.organization.id ?? '',
    units: seeded.units,
    async close() {
      await new Promise<void>((resolve) => shop.close(() => resolve()));
      shop.closeAllConnections();
      await app.close();
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The demo's organization, made through the API as its people would. */
async function seed(app: FastifyInstance, accessKey: string) {
  const as = async (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'sw-access-key': accessKey, ...(token ? { 'sw-context-token': token } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 300) throw new Error(`demo data: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const logIn = async (person: { email: string; password: string }) =>
    (await as(undefined, 'POST', '/store-api/account/login', { username: person.email, password: person.password })).contextToken as string;
  const admin = await logIn(DEMO_PEOPLE.admin);
  const unit = async (name: string, parentId: string | null) => (await as(admin, 'POST', '/store-api/organization-unit', { name, parentId })).id as string;
  const purchasing = await unit('Purchasing', null);
  const north = await unit('North', purchasing);
  const sales = await unit('Sales', null);
  const manager = await as(admin, 'POST', '/store-api/role', {
    name: 'Manager',
    description: 'Approves the lists of their unit',
    permissions: [
      'account.profile',
      'product_list.read',
      'product_list.create',
      'product_list.edit',
      'product_list.read.all',
      'product_list.approve',
      'employee.read',
    ],
  });
  const person = (key: 'anna' | 'ben' | 'maria', firstName: string, lastName: string, role: string, unitId: string) =>
    as(admin, 'POST', '/store-api/employee', { email: DEMO_PEOPLE[key].email, password: DEMO_PEOPLE[key].password, firstName, lastName, role, unitId });
  await person('anna', 'Anna', 'Berg', 'member', north);
  const ben = await person('ben', 'Ben', 'Lund', 'member', north);
  await person('maria', 'Maria', 'Holm', manager.id, purchasing);
  await as(admin, 'POST', '/store-api/employee', {
    email: 'olaf@demo.example',
    firstName: 'Olaf',
    lastName: 'Dahl',
    role: 'member',
    unitId: sales,
    password: 'demo-olaf-pass',
  });
  const anna = await logIn(DEMO_PEOPLE.anna);
  const weekly = await as(anna, 'POST', '/store-api/product-lists/create', {
    name: 'Weekly re-order',
    description: 'Every Monday',
    lineItems: [
      { productId: 'SW-1001', quantity: 12, note: 'A4, 80 g' },
      { productId: 'SW-1002', quantity: 3 },
      { productId: 'SW-2040', quantity: 1, note: 'the blue ones' },
    ],
  });
  await as(anna, 'PUT', `/store-api/product-lists/${weekly.id}/shares`, { employees: [{ employeeId: ben.id, access: 'edit' }] });
  await as(anna, 'POST', '/store-api/product-lists/create', {
    name: 'Trade fair stand',
    lineItems: [
      { productId: 'SW-3100', quantity: 2 },
      { productId: 'SW-3101', quantity: 40 },
    ],
  });
  const submitted = await as(anna, 'POST', '/store-api/product-lists/create', {
    name: 'New office chairs',
    lineItems: [{ productId: 'SW-5005', quantity: 6 }],
  });
  await as(anna, 'POST', `/store-api/product-lists/${submitted.id}/submit`, {});
  return { units: { purchasing, north, sales } };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The shop's page: the elements and a few lines of the page's own script, as a shop would write them. */
function shopPage(apiUrl: string, accessKey: string, lang: 'en' | 'de', ssoOrganization: string): string {
  const attributes = `api-url="${escapeHtml(apiUrl)}" access-key="${escapeHtml(accessKey)}"`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo shop: my account</title>
<script type="module" src="${escapeHtml(apiUrl)}/store-api/_elements/store-api-elements.js"></script>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f6f4; color: #1d1d1f; }
  header { background: #16324f; color: #fff; padding: 0.75rem 1rem; display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
  header a { color: #fff; }
  main { max-width: 68rem; margin: 0 auto; padding: 1rem; display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
  section { background: #fff; border-radius: 8px; padding: 1rem; }
  store-api-lists, store-api-list, store-api-approvals, store-api-employees, store-api-units { --store-api-accent: #16527f; }
</style>
</head>
<body>
<header>
  <h1 style="margin:0;font-size:1.25rem">Demo shop: my account</h1>
  <nav aria-label="Language"><a href="?lang=en" lang="en">English</a> · <a href="?lang=de" lang="de">Deutsch</a></nav>
</header>
<main>
  <section aria-label="Login"><store-api-login ${attributes}${ssoOrganization ? ` sso-organization="${escapeHtml(ssoOrganization)}"` : ''}></store-api-login></section>
  <section aria-label="Lists"><store-api-lists ${attributes}></store-api-lists></section>
  <section aria-label="List"><store-api-list id="list" ${attributes}></store-api-list></section>
  <section aria-label="Approvals"><store-api-approvals ${attributes}></store-api-approvals></section>
  <section aria-label="Employees"><store-api-employees ${attributes}></store-api-employees></section>
  <section aria-label="Units"><store-api-units ${attributes}></store-api-units></section>
</main>
<script type="module">
  // The page's own wiring: the chosen list opens below (and stays in the address).
  const list = document.getElementById('list');
  const chosen = new URL(location.href).searchParams.get('list');
  if (chosen) list.setAttribute('list-id', chosen);
  document.addEventListener('store-api-list-select', (event) => {
    list.setAttribute('list-id', event.detail.listId);
    const url = new URL(location.href);
    url.searchParams.set('list', event.detail.listId);
    history.replaceState(null, '', url);
    list.scrollIntoView({ behavior: 'smooth' });
  });
</script>
</body>
</html>
`;
}

/** `store-api demo`: prints where to click, and runs until stopped. */
export async function runDemo(options: DemoOptions, out: (line: string) => void): Promise<Demo> {
  const demo = await startDemo(options);
  out(`Store API demo: the service at ${demo.apiUrl}, the demo shop at ${demo.shopUrl} (another origin, allowed by CORS_ALLOWED_ORIGINS).`);
  out(`  Open ${demo.shopUrl} and log in as one of these (Deutsch: ${demo.shopUrl}/?lang=de):`);
  for (const person of Object.values(DEMO_PEOPLE)) out(`    ${person.email.padEnd(22)} ${person.password.padEnd(17)} ${person.what}`);
  out('  Open the shop in a second window (a private one) as Ben while Anna edits "Weekly re-order": changes show live.');
  out(`  The database is a throwaway copy; Ctrl-C stops the demo. sw-access-key: ${demo.accessKey}`);
  return demo;
}
