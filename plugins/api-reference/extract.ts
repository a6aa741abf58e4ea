// Reads the API reference of MUI X (props, slots, CSS classes, imports) from the installed packages'
// type definitions with ts-morph. Pure Node: no React, no Docusaurus; generate.ts drives it.
//
// The packages' own JSDoc is the source of every description, default and deprecation. Types are read
// from one ts-morph Project holding the root `index.d.ts` of each package tier (free, pro, premium);
// TypeScript's module resolution pulls in the rest, including the nested copies of the base packages
// that @mui/x-data-grid-premium and @mui/x-tree-view-pro bring at their own versions.
//
// The parts, each in its own module: context.ts (project, probes, exports of each tier), typeText.ts
// (how a type reads), properties.ts (props and their signatures), components.ts and interfaces.ts
// (one page of each kind), typeDefinitions.ts (the page-less types its props name, for its Types section).
import type { Project } from 'ts-morph';
import type { ApiPageData } from '../../src/lib/apiReference';
import { createComponentExtractor } from './components';
import { createContext, type ExtractorOptions } from './context';
import { createInterfaceExtractor } from './interfaces';
import { API_PAGES, type ApiPageSpec } from './pages';
import { createPropertyReader } from './properties';
import { createTypeDefinitionReader } from './typeDefinitions';
import { createTypeFormatter } from './typeText';

export type { ExtractorOptions } from './context';

export interface ApiExtractor {
  readonly project: Project;
  extract(spec: ApiPageSpec): ApiPageData;
  /**
   * Every page, in order: all props first, then all type definitions. The checker spells a union
   * in the order its member types were first met, so reading a page's definitions before the next
   * page's props would reorder that page's unions (`'standard' | 'compact' | …`).
   */
  extractAll(specs: readonly ApiPageSpec[]): ApiPageData[];
}

export function createExtractor(options: ExtractorOptions): ApiExtractor {
  const context = createContext(options);
  const format = createTypeFormatter(context.project, context.probes.file);
  const properties = createPropertyReader(context, format);
  const extractComponent = createComponentExtractor(context, properties, format);
  const extractInterface = createInterfaceExtractor(context, properties);
  // A type with an API page is linked to it; the others get a definition on the page that names them.
  const pageNames = new Set([...API_PAGES, ...options.pages].map((spec) => spec.name));
  const typeDefinitions = createTypeDefinitionReader(context, properties, (name) => pageNames.has(name));

  const extractPage = (spec: ApiPageSpec) =>
    spec.kind === 'component' ? extractComponent(spec) : extractInterface(spec);

  return {
    project: context.project,
    extract(spec) {
      const extracted = extractPage(spec);
      return { ...extracted.page, typeDefinitions: typeDefinitions(extracted) };
    },
    extractAll(specs) {
      const extracted = specs.map(extractPage);
      return extracted.map((page) => ({ ...page.page, typeDefinitions: typeDefinitions(page) }));
    },
  };
}
