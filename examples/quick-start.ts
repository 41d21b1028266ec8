/**
 * The first minutes with the Store API through its typed client: log in, create a list, add items,
 * read it back, search. Start the service (`npm start`), then, with what its banner printed:
 *
 *   STORE_API_ACCESS_KEY=SWSC… STORE_API_USERNAME=admin@… STORE_API_PASSWORD=… npm run example
 *
 * STORE_API_URL defaults to http://127.0.0.1:3000.
 */
import { createStoreApiClient, expectData, StoreApiError } from 'store-api/client';

// Every variable the example needs, all named at once when some are missing (no stack trace).
const missing = ['STORE_API_ACCESS_KEY', 'STORE_API_USERNAME', 'STORE_API_PASSWORD'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  process.stderr.write(
    `${[
      `Set ${missing.join(', ')}: \`npm start\` prints them (the access key at every start, the first admin's login on the first).`,
      'STORE_API_URL=http://127.0.0.1:3000 STORE_API_ACCESS_KEY=SWSC… STORE_API_USERNAME=admin@example.com STORE_API_PASSWORD=… npm run example',
    ].join('\n')}\n`,
  );
  process.exit(2);
}
const env = process.env as Record<'STORE_API_ACCESS_KEY' | 'STORE_API_USERNAME' | 'STORE_API_PASSWORD', string>;
const baseUrl = process.env.STORE_API_URL ?? 'http://127.0.0.1:3000';
if (
  !(await fetch(`${baseUrl}/health/live`).then(
    (response) => response.ok,
    () => false,
  ))
) {
  process.stderr.write(`No Store API answers at ${baseUrl} (STORE_API_URL): start it with \`npm start\`.\n`);
  process.exit(2);
}

const api = createStoreApiClient({
  baseUrl,
  accessKey: env.STORE_API_ACCESS_KEY,
});

// 1. Log in: the client keeps the context token the answer carries and sends it from now on.
const session = expectData(
  await api.POST('/store-api/account/login', {
    body: { username: env.STORE_API_USERNAME, password: env.STORE_API_PASSWORD },
  }),
);
console.log(`Logged in as ${session.employee.email} (${session.employee.role}).`);

// 2. Create a list with one item.
const created = expectData(
  await api.POST('/store-api/product-lists/create', {
    body: { name: 'Weekly re-order', lineItems: [{ productId: 'SW10001', quantity: 12, note: 'Only the 1 kg packs' }] },
  }),
);
console.log(`Created list ${created.id} "${created.name}" (version ${created.version}).`);

// 3. Add items: PATCH upserts line items by productId.
const patched = expectData(
  await api.PATCH('/store-api/product-lists/{id}', {
    params: { path: { id: created.id } },
    body: {
      lineItems: [
        { productId: 'SW10007', quantity: 2 },
        { productId: 'SW10001', quantity: 10 },
      ],
    },
  }),
);
console.log(`Now ${patched.itemCount} items, ${patched.totalQuantity} pieces.`);

// 4. Read it back with its line items.
const list = expectData(await api.GET('/store-api/product-lists/detail/{id}', { params: { path: { id: created.id } } }));
for (const item of list.lineItems ?? []) console.log(`  ${item.productId} × ${item.quantity}${item.note ? ` (${item.note})` : ''}`);

// 5. Search the lists the caller may see (Shopware Criteria).
const found = expectData(
  await api.POST('/store-api/product-lists', {
    body: { term: 'weekly', sort: [{ field: 'updatedAt', order: 'DESC' }], limit: 5, 'total-count-mode': 'exact' },
  }),
);
console.log(`Search "weekly": ${found.total} list(s): ${found.elements.map((element) => element.name).join(', ')}`);

// Errors are typed: the envelope's code and detail.
try {
  expectData(await api.GET('/store-api/product-lists/detail/{id}', { params: { path: { id: 'no-such-list' } } }));
} catch (error) {
  if (!(error instanceof StoreApiError)) throw error;
  console.log(`A missing list: ${error.status} ${error.code}`);
}
