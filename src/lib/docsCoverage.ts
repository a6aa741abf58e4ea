// How much of each component's API the guides explain: the share of a component's own props (those
// on its API page) that some guide page of its product names in its prose or headings, read as the
// "explained in" index reads them (mentionedNames in plugins/api-reference/guideSections.ts).
import type { ApiPageData, ApiProduct } from './apiReference';

/** Props every component takes from React or MUI's styling system: not the guides' job to explain. */
export const UNCOUNTED_PROPS: ReadonlySet<string> = new Set(['children', 'className', 'sx', 'classes', 'style']);

export interface ComponentCoverage {
  readonly name: string;
  readonly explained: number;
  readonly total: number;
  /** Counted props no guide of the product names, alphabetically. */
  readonly missing: readonly string[];
}

export interface ProductCoverage {
  readonly product: ApiProduct;
  /** Distinct prop names across the product's components: one explanation covers a prop everywhere. */
  readonly explained: number;
  readonly total: number;
  readonly components: readonly ComponentCoverage[];
}

/** The product a guide page belongs to, from its doc id (`react-data-grid/sorting`); none for the rest. */
export function guideProduct(docId: string): ApiProduct | undefined {
  const section = docId.split('/')[0];
  const products: Record<string, ApiProduct> = {
    'react-data-grid': 'data-grid',
    'react-date-pickers': 'date-pickers',
    'react-charts': 'charts',
    'react-tree-view': 'tree-view',
  };
  return section ? products[section] : undefined;
}

/**
 * Deprecated props are left out too: the guides teach their replacements, and a reader looking one
 * up finds the replacement on the API page.
 */
function countedProps(page: ApiPageData): string[] {
  return page.props
    .filter((prop) => !UNCOUNTED_PROPS.has(prop.name) && prop.deprecated === undefined)
    .map((prop) => prop.name);
}

/** Coverage of every component page, per product, given the names each product's guides mention. */
export function docsCoverage(
  pages: readonly ApiPageData[],
  mentionsByProduct: ReadonlyMap<ApiProduct, ReadonlySet<string>>,
): ProductCoverage[] {
  const products = [...new Set(pages.map((page) => page.product))];
  return products.map((product) => {
    const mentioned = mentionsByProduct.get(product) ?? new Set<string>();
    const counted = pages
      .filter((page) => page.product === product && page.kind === 'component')
      .map((page) => ({ name: page.name, props: countedProps(page) }))
      .filter((component) => component.props.length > 0);
    const components = counted.map(({ name, props }): ComponentCoverage => {
      const missing = props.filter((prop) => !mentioned.has(prop)).sort();
      return { name, explained: props.length - missing.length, total: props.length, missing };
    });
    const distinct = new Set(counted.flatMap((component) => component.props));
    const explained = [...distinct].filter((prop) => mentioned.has(prop)).length;
    return { product, explained, total: distinct.size, components };
  });
}

export function percent(explained: number, total: number): string {
  return total === 0 ? '-' : `${((explained / total) * 100).toFixed(1)}%`;
}
