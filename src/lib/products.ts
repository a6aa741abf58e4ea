// Product names and overview pages, keyed by the product id the navigation derives from a path.
import type { ProductId } from './navigation';

export interface Product {
  readonly id: ProductId;
  /** Translation key of the product name (src/lib/translations.ts). */
  readonly nameKey: string;
  /** The product's own overview page, relative to the base URL. */
  readonly overviewPath: string;
}

export const PRODUCTS: Readonly<Record<ProductId, Product>> = {
  introduction: { id: 'introduction', nameKey: 'product.introduction', overviewPath: 'introduction/' },
  'x-data-grid': { id: 'x-data-grid', nameKey: 'product.dataGrid', overviewPath: 'react-data-grid/' },
  'x-date-pickers': { id: 'x-date-pickers', nameKey: 'product.datePickers', overviewPath: 'react-date-pickers/' },
  'x-charts': { id: 'x-charts', nameKey: 'product.charts', overviewPath: 'react-charts/' },
  'x-tree-view': { id: 'x-tree-view', nameKey: 'product.treeView', overviewPath: 'react-tree-view/' },
};
