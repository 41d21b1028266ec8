/** The constant answer of the bare servers: a product list of 20 line items, shaped as ours. */
export function constantProductList() {
  const at = '2026-11-22T10:00:00.000Z';
  return {
    apiAlias: 'product_list',
    id: '01a2031989b0776685c90974659e8e87',
    organizationId: '01a202fbacff767f8a1b6f9c5d3e2a10',
    ownerId: '01a202fbad0071bbbb601118ab16e4fe',
    name: 'Weekly re-order',
    description: 'What the kitchen needs every Monday',
    itemCount: 20,
    totalQuantity: 210,
    createdAt: at,
    updatedAt: at,
    version: 3,
    lineItems: Array.from({ length: 20 }, (_, index) => ({
      apiAlias: 'product_list_line_item',
      id: `01a2031989b0776685c9097465${String(index).padStart(6, '0')}`,
      productId: `SKU-${1000 + index}`,
      quantity: index + 1,
      note: index % 3 === 0 ? 'blue ones' : null,
      createdAt: at,
      updatedAt: at,
    })),
  };
}
