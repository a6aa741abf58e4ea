// Product names and overview pages, keyed by the product id the navigation derives from a path.
import type { ProductId } from './navigation';

export interface Product {
  readonly id: ProductId;
  /** Translation key of the product name (src/lib/translations.ts). */
  readonly nameKey: string;
  /** The product's own overview page, relative to the base URL. */
  readonly overviewPath: string;
  /** The product family reported to analytics (`mui:productCategoryId`): every product here is MUI X. */
  readonly categoryId: 'x';
}

export const PRODUCTS: Readonly<Record<ProductId, Product>> = {
  introduction: { id: 'introduction', nameKey: 'product.introduction', overviewPath: 'introduction/', categoryId: 'x' },
  'x-data-grid': { id: 'x-data-grid', nameKey: 'product.dataGrid', overviewPath: 'react-data-grid/', categoryId: 'x' },
  'x-date-pickers': {
    id: 'x-date-pickers',
    nameKey: 'product.datePickers',
    overviewPath: 'react-date-pickers/',
    categoryId: 'x',
  },
  'x-charts': { id: 'x-charts', nameKey: 'product.charts', overviewPath: 'react-charts/', categoryId: 'x' },
  'x-tree-view': { id: 'x-tree-view', nameKey: 'product.treeView', overviewPath: 'react-tree-view/', categoryId: 'x' },
};
