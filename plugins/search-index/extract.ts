// Reads one built page and cuts it into search records: the page itself, one record per h2 and h3
// with the text under it, and on API pages one record per prop row. Code blocks, demos, tables of
// contents and buttons are left out: they are not what a reader searches for.
import { load, type AnyNode, type Element } from 'cheerio';
import type { Plan, ProductId } from '../../src/lib/navigation';
import type { SearchRecord } from '../../src/lib/search/records';

export interface PageInfo {
  /** Site pathname of the page, base URL and locale included: `/x/zh/react-data-grid/sorting/`. */
  readonly pathname: string;
  readonly product: ProductId;
  /** The page's plan from the navigation, when it has one. */
  readonly plan?: Plan;
}

/** Subtrees whose text never goes into a record. */
const SKIPPED = [
  'pre',
  'thead',
  'script',
  'style',
  'template',
  'svg',
  'button',
  'nav',
  '.theme-code-block',
  '.hash-link',
  'section[aria-label]',
  '[role="toolbar"]',
  '[aria-hidden="true"]',
  // Marked by the page itself: an API row's "Explained in" links name guides, not the prop.
  '[data-search-skip]',
].join(',');

type Draft = Omit<SearchRecord, 'id' | 'text'> & { parts: string[] };

function planOf(element: Element | undefined, $: ReturnType<typeof load>): Plan | undefined {
  if (!element) return undefined;
  const links = $(element).find('a[href*="licensing/#"]');
  if (links.filter('[href$="#premium-plan"]').length > 0) return 'premium';
  if (links.filter('[href$="#pro-plan"]').length > 0) return 'pro';
  return undefined;
}

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of an element without the parts in SKIPPED. */
function textOf($: ReturnType<typeof load>, element: Element): string {
  const copy = $(element).clone();
  copy.find(SKIPPED).remove();
  // Block elements end a word even when the minified HTML has no space between them.
  copy.find('p, li, td, th, div, br, h1, h2, h3, h4').after(' ');
  return clean(copy.text());
}

/**
 * The records of one page in document order. Returns [] for a page without a main article (the
 * 404 page, redirects).
 */
export function extractRecords(html: string, info: PageInfo): Omit<SearchRecord, 'id'>[] {
  // Parse only the article: the sidebar and navbar around it are most of a page's HTML.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const $ = load(start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : html, null, false);
  const container = $('.theme-doc-markdown').first().get(0) ?? $('article .markdown, article.markdown').first().get(0);
  if (!container) return [];
  const h1 = $(container).find('h1').first().get(0);
  if (!h1) return [];
  const page = textOf($, h1);
  const pagePlan = info.plan ?? planOf(h1, $);
  const base = { product: info.product, page };
  const drafts: Draft[] = [
    { ...base, kind: 'page', url: info.pathname, parts: [], ...(pagePlan && { plan: pagePlan }) },
  ];
  let h2: { text: string; plan?: Plan } | undefined;
  // Text goes to the page or section being read; prop records keep only their description.
  let open = drafts[0]!;

  const startSection = (heading: Element, level: 2 | 3) => {
    const id = heading.attribs.id;
    const text = textOf($, heading);
    const plan = planOf(heading, $) ?? (level === 3 ? h2?.plan : undefined) ?? pagePlan;
    if (level === 2) h2 = { text, ...(plan && { plan }) };
    open = {
      ...base,
      kind: 'section',
      url: id ? `${info.pathname}#${id}` : info.pathname,
      ...(h2 && { h2: h2.text }),
      ...(level === 3 && { h3: text }),
      ...(plan && { plan }),
      parts: [],
    };
    drafts.push(open);
  };

  const addProp = (row: Element) => {
    const cell = (label: string) => $(row).children(`td[data-label="${label}"]`).get(0);
    const nameCell = cell('Name') ?? $(row).children('td').get(0);
    const name = nameCell ? clean($(nameCell).find('code').first().text() || $(nameCell).text()) : '';
    if (!name) return;
    const typeCell = cell('Type') ?? $(row).children('td').get(1);
    const descriptionCell = cell('Description') ?? $(row).children('td').last().get(0);
    const plan = planOf(nameCell, $) ?? pagePlan;
    const propType = typeCell ? textOf($, typeCell) : undefined;
    drafts.push({
      ...base,
      kind: 'prop',
      url: `${info.pathname}#${row.attribs.id}`,
      ...(h2 && { h2: h2.text }),
      prop: name,
      ...(propType && { propType }),
      ...(plan && { plan }),
      parts: [descriptionCell ? textOf($, descriptionCell) : ''],
    });
  };

  const current = () => open;
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        current().parts.push(node.data);
        continue;
      }
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      if (element.name === 'h1' || $(element).is(SKIPPED)) continue;
      if (element.name === 'header' && $(element).hasClass('page-header')) {
        // The lead paragraph under the title belongs to the page record.
        walk(element.children.filter((child) => !(child.type === 'tag' && (child as Element).name === 'h1')));
        continue;
      }
      if (element.name === 'h2' || element.name === 'h3') {
        startSection(element, element.name === 'h2' ? 2 : 3);
        continue;
      }
      if (element.name === 'tr' && /-prop$/.test(element.attribs.id ?? '')) {
        addProp(element);
        continue;
      }
      if (['p', 'li', 'td', 'th', 'div', 'br', 'h4', 'tr', 'dt', 'dd'].includes(element.name)) {
        walk(element.children);
        current().parts.push(' ');
        continue;
      }
      walk(element.children);
    }
  };
  walk(container.children);

  return drafts.map(({ parts, ...record }) => ({ ...record, text: clean(parts.join('')) }));
}
