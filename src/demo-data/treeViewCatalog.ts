// The product catalog of a small outdoor gear shop, shared by the Rich Tree View items, selection and
// expansion demos. Departments hold categories, categories hold products. Every object uses the
// default `id` and `label` fields, so it can go straight into the `items` prop of RichTreeView.

export interface CatalogItem {
  id: string;
  label: string;
  /** Price in euros; only products (the leaves) have one. */
  price?: number;
  /** Products, or whole product lines, the shop no longer sells. */
  discontinued?: boolean;
  children?: CatalogItem[];
}

export const catalogItems: CatalogItem[] = [
  {
    id: 'camping',
    label: 'Camping',
    children: [
      {
        id: 'tents',
        label: 'Tents',
        children: [
          { id: 'tent-ridgeline', label: 'Ridgeline 2-person tent', price: 249 },
          { id: 'tent-lodge', label: 'Lodge 6-person tunnel tent', price: 489 },
          { id: 'tent-bivy', label: 'Alpine bivy sack', price: 159, discontinued: true },
        ],
      },
      {
        id: 'sleep',
        label: 'Sleep systems',
        children: [
          { id: 'bag-down', label: 'Down sleeping bag', price: 329 },
          { id: 'mat-foam', label: 'Closed-cell foam mat', price: 39 },
          { id: 'pillow-air', label: 'Inflatable pillow', price: 24 },
        ],
      },
      {
        id: 'kitchen',
        label: 'Camp kitchen',
        children: [
          { id: 'stove-gas', label: 'Canister gas stove', price: 69 },
          { id: 'pot-titanium', label: 'Titanium pot, 900 ml', price: 54 },
        ],
      },
    ],
  },
  {
    id: 'climbing',
    label: 'Climbing',
    children: [
      { id: 'rope-dynamic', label: 'Dynamic rope, 60 m', price: 199 },
      { id: 'harness', label: 'Sport harness', price: 79 },
      { id: 'helmet', label: 'Climbing helmet', price: 65 },
    ],
  },
  {
    id: 'paddling',
    label: 'Paddling',
    children: [
      {
        id: 'kayaks',
        label: 'Kayaks',
        discontinued: true,
        children: [
          { id: 'kayak-touring', label: 'Touring kayak', price: 1190 },
          { id: 'kayak-inflatable', label: 'Inflatable kayak', price: 549 },
        ],
      },
      { id: 'paddle-carbon', label: 'Carbon paddle', price: 229 },
      { id: 'drybag', label: 'Dry bag, 20 l', price: 29 },
    ],
  },
  {
    id: 'clothing',
    label: 'Clothing',
    children: [
      { id: 'jacket-shell', label: 'Waterproof shell jacket', price: 279 },
      { id: 'fleece', label: 'Midweight fleece', price: 89 },
      { id: 'socks-merino', label: 'Merino hiking socks', price: 22 },
    ],
  },
];
