/**
 * The transfer row (issue 26): a copy of 1,000 line items from one list into another that holds
 * the same products (each copy adds to 1,000 quantities in one transaction, and both lists'
 * answers are built), as a buyer merging a big requisition list into the week's order.
 */
import type { Scenario } from './load.js';

export async function transferScenario(url: string, headers: Record<string, string>): Promise<Scenario> {
  const create = async (name: string, count: number) => {
    const lineItems = Array.from({ length: count }, (_, index) => ({ productId: `T-${index}`, quantity: 1 }));
    const response = await fetch(`${url}/store-api/product-lists/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name, lineItems }),
    });
    if (response.status !== 201) throw new Error(`transfer setup: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const source = await create('Zz transfer source', 1000);
  const target = await create('Zz transfer target', 0);
  return {
    key: 'transfer',
    name: 'POST transfer, copy of 1,000 items into a list holding them',
    load: {
      url: `${url}/store-api/product-lists/${source}/transfer`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      connections: 8,
      body: JSON.stringify({ targetId: target, mode: 'copy' }),
    },
  };
}
