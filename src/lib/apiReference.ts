// The data of one API reference page, as plugins/api-reference generates it from the packages'
// type definitions, and the small rules the pages and the sidebar share.
import type { Plan } from './navigation';

export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

export interface ApiSignature {
  readonly params: readonly { readonly name: string; readonly type: string; readonly description: string }[];
  readonly returns?: { readonly type: string; readonly description: string };
}

export interface ApiProp {
  readonly name: string;
  /** Readable type: unions spelled out, long object types folded to `object`. */
  readonly type: string;
  readonly default?: string;
  readonly required: boolean;
  /** The deprecation reason, or an empty string when none is given. Absent when not deprecated. */
  readonly deprecated?: string;
  readonly description: string;
  readonly signature?: ApiSignature;
  /** Set when only a higher package tier has the prop. */
  readonly plan?: Plan;
}

export interface ApiSlot {
  readonly name: string;
  readonly defaultComponent?: string;
  readonly description: string;
}

export interface ApiCssClass {
  readonly key: string;
  readonly className: string;
  readonly description: string;
}

/** A field of a type definition (an interface's property, an enum's member). */
export interface ApiTypeField {
  readonly name: string;
  /** Readable type, written like a prop's; an enum member's value. */
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
  readonly default?: string;
  /** The deprecation reason, or an empty string when none is given. Absent when not deprecated. */
  readonly deprecated?: string;
}

/**
 * A type named in a page's props or callback signatures that has no API page of its own
 * (`GridRowHeightParams`), read from the same .d.ts: shown in the page's Types section.
 */
export interface ApiTypeDefinition {
  readonly name: string;
  readonly kind: 'interface' | 'alias' | 'enum';
  /** `<R extends GridValidRowModel = any>`, when the type has type parameters. */
  readonly typeParameters?: string;
  readonly description: string;
  readonly deprecated?: string;
  /** The package that declares it (`@mui/x-data-grid`). */
  readonly package: string;
  /** Whether the page's packages export it by this name, so a reader can import it. */
  readonly exported: boolean;
  /** An interface's `extends` list (`GridRowEntry`). */
  readonly extends?: string;
  /** An interface's or object type's fields, or an enum's members. */
  readonly fields?: readonly ApiTypeField[];
  /** Fields left out past the per-type limit. */
  readonly omittedFields?: number;
  /** What a type alias stands for, as written (`number | null | undefined | 'auto'`). */
  readonly text?: string;
}

export interface ApiPageData {
  readonly kind: 'component' | 'interface';
  readonly name: string;
  readonly product: ApiProduct;
  /** `/x/api/data-grid/data-grid/` */
  readonly path: string;
  readonly plan?: Plan;
  readonly description: string;
  readonly deprecated?: string;
  readonly imports: readonly string[];
  /** Props of a component, or properties of an interface. */
  readonly props: readonly ApiProp[];
  readonly slots: readonly ApiSlot[];
  readonly classes: readonly ApiCssClass[];
  /** Theme name for default props and style overrides (`MuiDataGrid`). */
  readonly muiName?: string;
  /** Where the `ref` goes and where extra props are spread, when the types say. */
  readonly refTarget?: string;
  /** The package file that declares it, relative to the package (for the GitHub source link). */
  readonly sourceFile?: string;
  readonly sourcePackage?: string;
  /**
   * Types named in the props and their signatures that have no API page, by name
   * (plugins/api-reference/typeDefinitions.ts). The extractor always sets it; optional so that
   * hand-made page data (tests, fixtures) need not.
   */
  readonly typeDefinitions?: readonly ApiTypeDefinition[];
}

/** `DataGridPro` -> `data-grid-pro`; `GridColDef` -> `grid-col-def`; `AxisConfig` -> `axis-config`. */
export function apiSlug(name: string): string {
  return name
    .replace(/^Unstable_/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

export function apiPath(product: ApiProduct, name: string): string {
  return `/x/api/${product}/${apiSlug(name)}/`;
}

/** Anchor of a prop row: `checkboxSelection-prop`. */
export function propAnchor(prop: string): string {
  return `${prop}-prop`;
}
