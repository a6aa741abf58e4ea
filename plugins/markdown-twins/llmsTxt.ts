// The llms.txt files (https://llmstxt.org): /x/llms.txt introduces MUI X to an agent and links one
// file per product, which lists every page of the product, in sidebar order, with its one-line
// summary and the URL of its Markdown twin. Pure functions of the navigation tree.
import type { NavEntry } from '../../src/lib/navigation';
import { markdownTwinPath } from '../../src/lib/markdownTwin';

export interface LlmsPage {
  readonly description?: string;
}

export interface LlmsInput {
  /** The site's navigation tree: top-level sections are products or shared groups. */
  readonly tree: readonly NavEntry[];
  /** Summaries by page pathname (`/x/react-data-grid/sorting/`); a page without one is still listed. */
  readonly pages: ReadonlyMap<string, LlmsPage>;
  /** `https://host`. */
  readonly origin: string;
  readonly version: string;
}

export interface ProductFile {
  /** `react-data-grid/llms.txt`, relative to the build folder. */
  readonly file: string;
  readonly title: string;
  readonly content: string;
}

/** The product folder a top-level section belongs to (`react-data-grid`), or undefined for a shared group. */
function productFolder(section: NavEntry): string | undefined {
  const first = pagesOf(section)[0]?.pathname;
  const folder = first?.match(/^\/x\/(react-[a-z-]+)\//)?.[1];
  return folder;
}

function pagesOf(entry: NavEntry): NavEntry[] {
  if (entry.children) return entry.children.flatMap(pagesOf);
  return entry.pathname && !entry.external ? [entry] : [];
}

function pageLine(entry: NavEntry, input: LlmsInput): string {
  const pathname = entry.pathname!;
  const description = input.pages.get(pathname)?.description;
  const plan = entry.flags.plan ? ` (${entry.flags.plan === 'pro' ? 'Pro' : 'Premium'})` : '';
  return `- [${entry.label}](${input.origin}${markdownTwinPath(pathname)})${plan}${description ? `: ${description}` : ''}`;
}

/** Headings for sections, list items for pages; sections deeper than `###` are folded into their parent. */
function sectionLines(entries: readonly NavEntry[], input: LlmsInput, depth: number): string[] {
  const lines: string[] = [];
  const loose = entries.filter((entry) => !entry.children);
  for (const entry of loose) if (pagesOf(entry).length > 0) lines.push(pageLine(entry, input));
  for (const entry of entries.filter((candidate) => candidate.children)) {
    const pages = pagesOf(entry);
    if (pages.length === 0) continue;
    if (depth > 3) {
      lines.push(...pages.map((page) => pageLine(page, input)));
      continue;
    }
    lines.push('', `${'#'.repeat(depth)} ${entry.label}`, '', ...sectionLines(entry.children!, input, depth + 1));
  }
  return lines;
}

export function productLlmsFiles(input: LlmsInput): ProductFile[] {
  return input.tree.flatMap((section) => {
    const folder = productFolder(section);
    if (!folder || !section.children) return [];
    const content = [
      `# MUI X ${section.label}`,
      '',
      `> Every page of the ${section.label} documentation for MUI X v${input.version}, in reading order, each linked to its Markdown version. Guides explain a feature with TypeScript examples; API pages list props, slots and CSS classes.`,
      '',
      `The overview, with live demos: ${input.origin}/x/${folder}/`,
      ...sectionLines(section.children, input, 2),
      '',
    ].join('\n');
    return [{ file: `${folder}/llms.txt`, title: section.label, content }];
  });
}

export function rootLlmsTxt(input: LlmsInput, products: readonly ProductFile[]): string {
  const shared = input.tree.filter((section) => section.children && !productFolder(section));
  const { origin, version } = input;
  return [
    '# MUI X',
    '',
    `> MUI X is a set of advanced React components built on Material UI: a Data Grid, Date and Time Pickers, Charts and a Tree View. This documentation describes version ${version}. Each page has a Markdown version (the page URL with \`.md\` in place of its trailing slash) with the prose and the TypeScript source of every demo.`,
    '',
    '## Packages and plans',
    '',
    '- Free (MIT): `@mui/x-data-grid`, `@mui/x-date-pickers`, `@mui/x-charts`, `@mui/x-tree-view`.',
    '- Pro (commercial licence key): `@mui/x-data-grid-pro`, `@mui/x-date-pickers-pro`, `@mui/x-charts-pro`, `@mui/x-tree-view-pro`.',
    '- Premium (commercial licence key): `@mui/x-data-grid-premium`; a Premium key also unlocks every Pro package.',
    '- Peer dependencies: `react`, `react-dom`, `@mui/material`, `@mui/system` and the Emotion packages (`@emotion/react`, `@emotion/styled`).',
    '',
    '## Notes for agents',
    '',
    '- A feature marked Pro or Premium needs that package: import the component from the package of the plan (`DataGridPro` from `@mui/x-data-grid-pro`), not from the free package, and set the key once with `LicenseInfo.setLicenseKey` from `@mui/x-license`. Without a key the Pro components still work but draw a watermark and log a console message.',
    "- Import paths: components come from the package root (`import { DataGrid } from '@mui/x-data-grid'`) or from a one-level subpath (`@mui/x-date-pickers/DatePicker`); never import from `/internals` or from a build folder.",
    '- The pickers need a date library adapter inside `LocalizationProvider`. The examples on this site use dayjs (`AdapterDayjs` from `@mui/x-date-pickers/AdapterDayjs`), with fixed dates so they render the same everywhere.',
    '- Pro features and the pages they are on are marked "(Pro)" or "(Premium)" in the lists below.',
    `- The Tree View Pro demos run \`@mui/x-tree-view-pro\` 8.6.0, the nearest published version; everything else runs ${version}.`,
    '',
    '## Products',
    '',
    ...products.map(
      (product) => `- [${product.title}](${origin}/x/${product.file}): every ${product.title} page and API page`,
    ),
    ...shared.flatMap((section) => [
      '',
      `## ${section.label}`,
      '',
      ...pagesOf(section).map((page) => pageLine(page, input)),
    ]),
    '',
    '## Optional',
    '',
    `- [All guides in one file](${origin}/x/llms-full.txt): the Markdown of every guide page, one after another`,
    '',
  ].join('\n');
}

/** Every guide twin in sidebar order, each introduced by its source URL. */
export function fullLlmsTxt(tree: readonly NavEntry[], twins: ReadonlyMap<string, string>): string {
  const parts: string[] = [];
  for (const page of tree.flatMap(pagesOf)) {
    const twin = twins.get(page.pathname!);
    if (twin) parts.push(twin.trimEnd());
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
