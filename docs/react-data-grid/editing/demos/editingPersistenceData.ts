// A small in-memory "inventory API" for the persistence demos. It answers after a delay and can be
// told to fail the next request, so the demos can show both outcomes. No request leaves the page.

export interface InventoryItem {
  id: number;
  sku: string;
  product: string;
  price: number;
  stock: number;
  /** Incremented by the server on every successful save. */
  version: number;
}

export const INVENTORY: readonly InventoryItem[] = [
  { id: 1, sku: 'KB-101', product: 'Mechanical keyboard', price: 89, stock: 42, version: 1 },
  { id: 2, sku: 'MS-204', product: 'Wireless mouse', price: 25, stock: 130, version: 1 },
  { id: 3, sku: 'MN-270', product: '27-inch monitor', price: 249, stock: 18, version: 1 },
  { id: 4, sku: 'HB-007', product: 'USB-C hub', price: 49.5, stock: 64, version: 1 },
  { id: 5, sku: 'DK-310', product: 'Standing desk', price: 420, stock: 7, version: 1 },
  { id: 6, sku: 'CH-118', product: 'Office chair', price: 265, stock: 11, version: 1 },
  { id: 7, sku: 'LP-055', product: 'Laptop stand', price: 39, stock: 85, version: 1 },
  { id: 8, sku: 'WC-920', product: 'Webcam', price: 72, stock: 0, version: 1 },
];

export interface InventoryApi {
  /** Stores the row and resolves with the stored copy (trimmed name, next version). */
  save(item: InventoryItem): Promise<InventoryItem>;
  /** Stores only the given fields of one row. */
  patch(id: number, changes: Partial<InventoryItem>): Promise<InventoryItem>;
  /** Makes the next request reject, as a dropped connection would. */
  failNextRequest(): void;
}

export function createInventoryApi(latencyMs = 700): InventoryApi {
  const table = new Map(INVENTORY.map((item) => [item.id, { ...item }]));
  let failNext = false;

  const respond = (id: number, changes: Partial<InventoryItem>) => {
    const shouldFail = failNext;
    failNext = false;
    return new Promise<InventoryItem>((resolve, reject) => {
      setTimeout(() => {
        const current = table.get(id);
        if (shouldFail || !current) {
          reject(new Error('The server did not answer (simulated failure).'));
          return;
        }
        const stored: InventoryItem = {
          ...current,
          ...changes,
          id,
          product: (changes.product ?? current.product).trim(),
          version: current.version + 1,
        };
        table.set(id, stored);
        resolve({ ...stored });
      }, latencyMs);
    });
  };

  return {
    save: (item) => respond(item.id, item),
    patch: (id, changes) => respond(id, changes),
    failNextRequest() {
      failNext = true;
    },
  };
}
