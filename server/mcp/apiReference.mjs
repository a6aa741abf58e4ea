// @ts-check
// get_api: the API data the API pages are drawn from (plugins/api-reference), which the build
// writes whole as build/api/reference.json. A component (or interface) by name, or one of its props.
import path from 'node:path';
import { cachedFile } from './buildFiles.mjs';
import { closeNames, comparableName } from './closeNames.mjs';
import { DocsLookupError } from './errors.mjs';
import { siteRules } from './siteRules.mjs';

/** Where the build writes the API data (API_REFERENCE_FILE in plugins/markdown-twins). */
export const API_REFERENCE_FILE = 'api/reference.json';

/**
 * A page of the API data, with the guide sections that explain each prop (plugins/markdown-twins
 * writes them beside the page's data; a build from before they existed has none).
 * @typedef {import('../../src/lib/apiReference').ApiPageData & {
 *   explainedIn?: Readonly<Record<string, readonly { title: string, path: string }[]>>
 * }} ApiPageData
 */
/** @typedef {import('../../src/lib/apiReference').ApiProp} ApiProp */

/**
 * The guide sections that explain a prop, most specific first, as `{ title, url }` (a site path
 * with the section's anchor, for get_page); none when no guide names the prop.
 * @param {ApiPageData} page
 * @param {string} name
 */
function guideLinks(page, name) {
  const links = page.explainedIn && Object.hasOwn(page.explainedIn, name) ? page.explainedIn[name] : undefined;
  return links?.map((link) => ({ title: link.title, url: link.path })) ?? [];
}

/**
 * A prop as get_api reports it: what the API table shows, with the guide sections that explain it,
 * without the callback signature (which only the single-prop answer carries).
 * @param {ApiPageData} page
 * @param {ApiProp} prop
 */
function propSummary(page, prop) {
  const explainedIn = guideLinks(page, prop.name);
  return {
    name: prop.name,
    type: prop.type,
    ...(prop.default !== undefined ? { default: prop.default } : {}),
    required: prop.required,
    ...(prop.plan ? { plan: prop.plan } : {}),
    description: prop.description,
    ...(prop.deprecated !== undefined ? { deprecated: prop.deprecated || true } : {}),
    ...(explainedIn.length > 0 ? { explainedIn } : {}),
  };
}

/** @param {ApiPageData} page */
export function apiPageSummary(page) {
  return {
    name: page.name,
    kind: page.kind,
    product: page.product,
    url: page.path,
    ...(page.plan ? { plan: page.plan } : {}),
    description: page.description,
    ...(page.deprecated !== undefined ? { deprecated: page.deprecated || true } : {}),
    imports: page.imports,
    ...(page.muiName ? { themeName: page.muiName } : {}),
    props: page.props.map((prop) => propSummary(page, prop)),
    slots: page.slots,
    classes: page.classes,
  };
}

/**
 * @param {ApiPageData} page
 * @param {ApiProp} prop
 */
export function apiPropSummary(page, prop) {
  return {
    component: page.name,
    ...propSummary(page, prop),
    ...(prop.signature ? { signature: prop.signature } : {}),
    url: `${page.path}#${siteRules().propAnchor(prop.name)}`,
  };
}

/**
 * The name part of what the caller passed: `DataGrid`, `data-grid`, `<DataGrid />`, or the API
 * page's URL (`/x/api/data-grid/data-grid/`), whose last segment is the name.
 * @param {string} component
 */
function componentKey(component) {
  const segments = component.split('/').filter((segment) => segment && !/^[<>]+$/.test(segment.trim()));
  return comparableName(segments.at(-1) ?? component);
}

/**
 * @param {readonly ApiPageData[]} pages
 * @param {string} component
 */
export function findApiPage(pages, component) {
  const key = componentKey(component);
  const page = key ? pages.find((candidate) => comparableName(candidate.name) === key) : undefined;
  if (page) return page;
  const close = closeNames(
    component,
    pages.map((candidate) => candidate.name),
  );
  throw new DocsLookupError(
    `No component or interface named "${component}" in the API reference.${close.length ? ` Close names: ${close.join(', ')}.` : ''} Use search_docs to find it by what it does.`,
  );
}

/**
 * @param {ApiPageData} page
 * @param {string} name
 */
export function findProp(page, name) {
  const key = comparableName(name);
  const prop = page.props.find((candidate) => comparableName(candidate.name) === key);
  if (prop) return prop;
  const close = closeNames(
    name,
    page.props.map((candidate) => candidate.name),
  );
  throw new DocsLookupError(
    `${page.name} has no prop "${name}".${close.length ? ` Close names: ${close.join(', ')}.` : ''} Call get_api with "${page.name}" alone for all its props.`,
  );
}

/**
 * Looks components and props up in the build's API data, read on first use and again after a
 * build rewrites it.
 * @param {string} buildDir absolute
 */
export function createApiReference(buildDir) {
  const pages = cachedFile(
    path.join(buildDir, API_REFERENCE_FILE),
    (json) => /** @type {readonly ApiPageData[]} */ (JSON.parse(json)),
  );
  return {
    /**
     * @param {string} component
     * @param {string} [prop]
     */
    async lookup(component, prop) {
      const loaded = await pages();
      if (!loaded)
        throw new DocsLookupError('The docs build has no API data (api/reference.json): run `npm run build` first.');
      const page = findApiPage(loaded, component);
      return prop === undefined ? apiPageSummary(page) : apiPropSummary(page, findProp(page, prop));
    },
  };
}
