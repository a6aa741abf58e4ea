// Turns the syntax tree of a guide's MDX into the tree of plain Markdown its twin is written from:
// imports and expressions go, each <Demo> becomes its TypeScript source under a one-line caption,
// <ApiLink> and the plan badges become links, tabs become labelled paragraphs, and every link
// becomes an absolute URL. A pure function of the tree, so it is unit tested without a parser.
import path from 'node:path';
import type {
  Code,
  Html,
  Link,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Strong,
  Table,
  TableRow,
  Text,
} from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { apiLinkToMarkdown } from '../mdx/remarkDocsComponents';
import type { Plan } from '../../src/lib/navigation';
import type { GridEventRow } from '../api-reference/gridEvents';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** One file of a demo as the reader sees it in the code panel. */
export interface DemoFile {
  readonly name: string;
  readonly source: string;
}

export interface TwinContext {
  /** The MDX file, for error messages and relative links. */
  readonly file: string;
  /** `https://host`: links in a twin are absolute, since a twin is read outside the site. */
  readonly origin: string;
  /** The demo's files, main file first, from the path in its `?demo` import. */
  readonly readDemo: (importPath: string) => readonly DemoFile[];
  /** Site path of a guide from its absolute MDX file path, or undefined for a file that is no page. */
  readonly pagePathOf: (mdxFile: string) => string | undefined;
  /** The Data Grid's events, for a page that shows their generated table (<GridEventsTable>). */
  readonly gridEvents?: readonly GridEventRow[];
}

const BASE_URL = '/x/';
const PLAN_LINKS: Readonly<Record<Plan, { label: string; path: string }>> = {
  pro: { label: 'Pro plan', path: '/x/introduction/licensing/#pro-plan' },
  premium: { label: 'Premium plan', path: '/x/introduction/licensing/#premium-plan' },
};
const BADGES: Readonly<Record<string, Plan>> = { ProBadge: 'pro', PremiumBadge: 'premium' };

function isJsxElement(node: RootContent | Root): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function text(value: string): Text {
  return { type: 'text', value };
}

function textContent(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string' && node.type !== 'mdxjsEsm') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(textContent).join('') : '';
}

/** Demo imports of the page: `HeaderClickSorting` -> `./demos/HeaderClickSorting.tsx`. */
export function demoImports(tree: Root): Map<string, string> {
  const imports = new Map<string, string>();
  const pattern = /import\s+(\w+)\s+from\s+['"]([^'"]+)\?demo(?:&[^'"]*)?['"]/g;
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(pattern)) imports.set(match[1]!, match[2]!);
  }
  return imports;
}

/** `HeaderClickSorting` -> `Header click sorting`. */
export function demoCaption(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\b(api|js|ts|csv|rtl|url|id)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function demoNodes(element: JsxElement, imports: Map<string, string>, context: TwinContext): RootContent[] {
  const attribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'demo',
  );
  const name = attribute && typeof attribute.value === 'object' && attribute.value ? attribute.value.value.trim() : '';
  const importPath = imports.get(name);
  if (!importPath) throw new Error(`${context.file}: <Demo demo={${name}} /> has no matching \`?demo\` import.`);
  const [main, ...siblings] = context.readDemo(importPath);
  if (!main) throw new Error(`${context.file}: the demo ${importPath} has no files.`);
  const caption: Paragraph = {
    type: 'paragraph',
    children: [
      { type: 'strong', children: [text(`Demo: ${demoCaption(path.parse(main.name).name)}`)] },
      text(` (${main.name})`),
    ],
  };
  const code = (file: DemoFile): Code => ({
    type: 'code',
    lang: 'tsx',
    meta: `title="${file.name}"`,
    value: file.source.trimEnd(),
  });
  return [caption, code(main), ...siblings.map(code)];
}

function absolute(sitePath: string, origin: string): string {
  return `${origin}${sitePath}`;
}

/** A link of the page, as an absolute URL: relative MDX links go to the page they name. */
function resolveUrl(url: string, context: TwinContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
  if (url.startsWith(BASE_URL)) return absolute(url, context.origin);
  if (url.startsWith('/')) return absolute(`${BASE_URL}${url.slice(1)}`, context.origin);
  const [target = '', hash] = url.split('#');
  const pagePath = context.pagePathOf(path.resolve(path.dirname(context.file), target));
  if (!pagePath) return url;
  return absolute(hash ? `${pagePath}#${hash}` : pagePath, context.origin);
}

function badgeLink(plan: Plan, origin: string): Link {
  const { label, path: sitePath } = PLAN_LINKS[plan];
  return { type: 'link', url: absolute(sitePath, origin), children: [text(label)] };
}

function tabNodes(element: JsxElement): RootContent[] {
  const labelAttribute = element.attributes.find(
    (candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === 'label',
  );
  const label = typeof labelAttribute?.value === 'string' ? labelAttribute.value : '';
  const heading: Strong = { type: 'strong', children: [text(label)] };
  return label ? [{ type: 'paragraph', children: [heading] }, ...element.children] : [...element.children];
}

/** The events table of the Events guide, as a GFM table. */
function gridEventsTable(events: readonly GridEventRow[], context: TwinContext): Table {
  const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });
  const code = (value: string | undefined): PhrasingContent[] =>
    value ? [{ type: 'inlineCode', value }] : [text('none')];
  const header: TableRow = {
    type: 'tableRow',
    children: ['Event', 'Parameters', 'Event object', 'Plan', 'Description'].map((label) => cell([text(label)])),
  };
  const rows = events.map((row): TableRow => ({
    type: 'tableRow',
    children: [
      cell(code(row.name)),
      cell(code(row.params)),
      cell(code(row.event)),
      cell(row.plan ? [badgeLink(row.plan, context.origin)] : [text('free')]),
      cell([text(row.description.replace(/\s*\n\s*/g, ' '))]),
    ],
  }));
  return { type: 'table', children: [header, ...rows] };
}

/** Replaces one node by the nodes that stand for it in the twin (none, itself, or others). */
function replace(node: RootContent, imports: Map<string, string>, context: TwinContext): RootContent[] {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
  if (node.type === 'yaml') return [];
  if (node.type === 'link') return [{ ...node, url: resolveUrl(node.url, context) }];
  if (!isJsxElement(node)) return [node];
  const badge = node.name ? BADGES[node.name] : undefined;
  if (badge) return [badgeLink(badge, context.origin)];
  switch (node.name) {
    case 'Demo':
      return demoNodes(node, imports, context);
    case 'ApiLink': {
      const link = apiLinkToMarkdown(node, context.file);
      return [{ ...link, url: resolveUrl(link.url, context) }];
    }
    case 'TabItem':
      return tabNodes(node);
    case 'GridEventsTable':
      if (!context.gridEvents) throw new Error(`${context.file}: <GridEventsTable> needs the Data Grid's events.`);
      return [gridEventsTable(context.gridEvents, context)];
    case 'kbd': {
      const key: Html = { type: 'html', value: `<kbd>${textContent(node)}</kbd>` };
      return [key];
    }
    default:
      // Layout wrappers (<Tabs>, <div>): their content is what the reader reads.
      return [...node.children];
  }
}

function isMdxOnly(node: RootContent): boolean {
  return (
    isJsxElement(node) ||
    node.type === 'mdxjsEsm' ||
    node.type === 'mdxFlowExpression' ||
    node.type === 'mdxTextExpression' ||
    node.type === 'yaml'
  );
}

/** Rewrites the tree in place into plain Markdown (CommonMark and GFM nodes only). */
export function toTwinTree(tree: Root, context: TwinContext): Root {
  const imports = demoImports(tree);
  // Replacements can hold MDX themselves (a tab's content), so they are expanded until none is left.
  const expand = (node: RootContent): RootContent[] =>
    replace(node, imports, context).flatMap((result) =>
      result !== node && isMdxOnly(result) ? expand(result) : [result],
    );
  const walk = (parent: Parent): void => {
    parent.children = (parent.children as RootContent[]).flatMap(expand) as Parent['children'];
    for (const child of parent.children) if ('children' in child) walk(child);
  };
  walk(tree);
  return tree;
}

/** The lines a twin starts with: its title, where the page is, its plan and its summary. */
export function twinHeader(options: {
  title: string;
  description?: string;
  plan?: Plan;
  pageUrl: string;
  origin: string;
  version: string;
}): RootContent[] {
  const planNotice: PhrasingContent[] = options.plan
    ? [text('. It needs the '), badgeLink(options.plan, options.origin)]
    : [];
  const nodes: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(options.title)] },
    {
      type: 'paragraph',
      children: [
        text(`MUI X v${options.version}. The page with its live demos: `),
        { type: 'link', url: options.pageUrl, children: [text(options.pageUrl)] },
        ...planNotice,
        text('.'),
      ],
    },
  ];
  if (options.description) {
    nodes.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [text(options.description)] }] });
  }
  return nodes;
}
