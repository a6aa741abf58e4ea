// Generates the data of the API reference pages from the installed packages (see extract.ts).
// One ts-morph Project serves every page: building it and its type checker is most of the cost.
import path from 'node:path';
import type { ApiPageData, ApiProduct } from '../../src/lib/apiReference';
import { createExtractor } from './extract';
import { installedPackages, type ProductPackages } from './packages';
import { API_PAGES, type ApiPageSpec } from './pages';

export interface GenerateOptions {
  /** Page names to generate (`['DataGrid', 'GridColDef']`); all of API_PAGES when absent. */
  readonly only?: readonly string[];
  /** Where package facts disagree with pages.ts (the page keeps pages.ts). Defaults to console.warn. */
  readonly onWarning?: (message: string) => void;
  /** The site folder holding node_modules; defaults to this repository. */
  readonly rootDir?: string;
}

/** Pages in API_PAGES order. Throws, naming the package and export, when an export cannot be read. */
export async function generateApiPages(options: GenerateOptions = {}): Promise<ApiPageData[]> {
  const specs = selectPages(options.only);
  const installed = installedPackages(options.rootDir ?? path.resolve(__dirname, '../..'));
  // Only the products of the selected pages are loaded: fewer declaration files to check.
  const packages: ProductPackages = {};
  for (const product of new Set<ApiProduct>(specs.map((spec) => spec.product))) {
    packages[product] = installed[product];
  }
  const extractor = createExtractor({
    packages,
    pages: specs,
    onWarning: options.onWarning ?? ((message) => console.warn(`[api-reference] ${message}`)),
  });
  return extractor.extractAll(specs);
}

function selectPages(only: readonly string[] | undefined): readonly ApiPageSpec[] {
  if (!only) return API_PAGES;
  const unknown = only.filter((name) => !API_PAGES.some((spec) => spec.name === name));
  if (unknown.length)
    throw new Error(`Unknown API page(s): ${unknown.join(', ')} (not in plugins/api-reference/pages.ts).`);
  return API_PAGES.filter((spec) => only.includes(spec.name));
}
