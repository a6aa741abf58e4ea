// Resolves the docs' own MDX components at build time, so the pages that do not use them ship none
// of their code:
// - `<ApiLink name="DataGrid" prop="checkboxSelection" />` becomes a plain Markdown link to the API
//   page (an unknown name fails the build here, naming the file; an unknown prop fails the
//   broken-anchor check);
// - a page that renders `<Demo … />` gets `import Demo from '@site/src/components/Demo'`, instead of
//   every page carrying Demo through the global MDX component map;
// - a fenced code block becomes `<StaticCodeBlock>` with its lines highlighted here, so no page runs
//   Prism in the browser for its own code (its only option is a title: ```tsx title="App.tsx");
// - each `./demos/Name.tsx?demo` import gets the page's name (`?demo&page=…`), so the demo loader
//   bundles a page's demos into one chunk and their sources into another (plugins/demos/build.ts).
import type { Root, RootContent, Parent, Link, InlineCode, PhrasingContent, Code } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import path from 'node:path';
import type { Program } from 'estree';
import { API_PAGES } from '../api-reference/pages';
import { apiPath, propAnchor } from '../../src/lib/apiReference';
import { highlightToHtml } from '../code-highlighting/highlightToHtml';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const DEMO_COMPONENT = 'Demo';
const DEMO_MODULE = '@site/src/components/Demo';
const CODE_COMPONENT = 'StaticCodeBlock';
const CODE_MODULE = '@site/src/components/StaticCodeBlock';

function isJsxElement(node: RootContent | Root): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function stringAttribute(element: JsxElement, name: string, file: string): string | undefined {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  if (!attribute) return undefined;
  if (typeof attribute.value !== 'string') {
    throw new Error(`${file}: <${element.name} ${name}=…> must be a string literal, for example ${name}="DataGrid".`);
  }
  return attribute.value;
}

/** The Markdown link an `<ApiLink>` stands for; its path has no base URL (Link adds the locale's). */
export function apiLinkToMarkdown(element: JsxElement, file: string): Link {
  const name = stringAttribute(element, 'name', file);
  if (!name) throw new Error(`${file}: <ApiLink> needs a name, for example <ApiLink name="DataGrid" />.`);
  const page = API_PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`${file}: <ApiLink name="${name}">: there is no API page for ${name}.`);
  const prop = stringAttribute(element, 'prop', file);
  const path = apiPath(page.product, page.name).replace(/^\/x/, '');
  const label: InlineCode = { type: 'inlineCode', value: prop ?? name };
  const children = element.children.length > 0 ? (element.children as PhrasingContent[]) : [label];
  return { type: 'link', url: prop ? `${path}#${propAnchor(prop)}` : path, children };
}

function defaultImport(name: string, module: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: module, raw: JSON.stringify(module) },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: `import ${name} from '${module}';`, data: { estree } };
}

/** The title in a fence's meta (```tsx title="App.tsx"); any other meta fails the build. */
export function codeTitle(code: Code, file: string): string | undefined {
  const meta = code.meta?.trim();
  if (!meta) return undefined;
  const title = /^title=(["'])(.*)\1$/.exec(meta);
  if (!title) {
    const line = code.position ? `:${code.position.start.line}` : '';
    throw new Error(`${file}${line}: code block meta \`${meta}\` is not supported; the only option is title="…".`);
  }
  return title[2];
}

export function codeToStaticBlock(code: Code, file: string): MdxJsxFlowElement {
  const attribute = (name: string, value: string | undefined) =>
    value === undefined ? [] : [{ type: 'mdxJsxAttribute' as const, name, value }];
  const language = code.lang ?? undefined;
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_COMPONENT,
    attributes: [
      ...attribute('language', language),
      ...attribute('title', codeTitle(code, file)),
      ...attribute('code', code.value),
      ...attribute('html', highlightToHtml(code.value, language)),
    ],
    children: [],
  };
}

function importsName(node: RootContent, name: string): boolean {
  if (node.type !== 'mdxjsEsm') return false;
  return (node.data?.estree?.body ?? []).some(
    (statement) =>
      statement.type === 'ImportDeclaration' && statement.specifiers.some((specifier) => specifier.local.name === name),
  );
}

/** A page's name as a chunk name can carry it: its path in the site, in letters, digits and dashes. */
export function demoGroupName(file: string): string {
  const relative = path.relative(process.cwd(), file).replace(/\.mdx?$/, '');
  return relative
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Adds the page's name to each of its `?demo` imports (the query the demo loader reads). */
function groupPageDemos(tree: Root, file: string): void {
  const query = `?demo&page=${demoGroupName(file)}`;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      if (!statement.source.value.endsWith('?demo')) continue;
      const source = statement.source.value.replace(/\?demo$/, query);
      node.value = node.value.replace(statement.source.value, source);
      statement.source.value = source;
      statement.source.raw = JSON.stringify(source);
    }
  }
}

export function transformDocsComponents(tree: Root, file: string): void {
  groupPageDemos(tree, file);
  let usesDemo = false;
  let usesCode = false;
  const walk = (parent: Parent) => {
    parent.children = parent.children.map((child) => {
      if (isJsxElement(child) && child.name === 'ApiLink') return apiLinkToMarkdown(child, file);
      if (isJsxElement(child) && child.name === DEMO_COMPONENT) usesDemo = true;
      if (child.type === 'code') {
        usesCode = true;
        return codeToStaticBlock(child, file);
      }
      if ('children' in child) walk(child);
      return child;
    }) as Parent['children'];
  };
  walk(tree);
  if (usesDemo && !tree.children.some((node) => importsName(node, DEMO_COMPONENT))) {
    tree.children.unshift(defaultImport(DEMO_COMPONENT, DEMO_MODULE));
  }
  if (usesCode) tree.children.unshift(defaultImport(CODE_COMPONENT, CODE_MODULE));
}

export default function remarkDocsComponents() {
  return (tree: Root, vfile: { path?: string }) => transformDocsComponents(tree, vfile.path ?? 'an MDX file');
}
