// A guide page's MDX source cut into the sections a reader can link to: each h2, h3 and h4 with the
// anchor id Docusaurus gives it, and the API names its heading and its prose write as code. Read as
// text, line by line: code blocks, imports and demo tags are skipped, since a name there is shown,
// not explained. The "explained in" index (explainedIn.ts) ranks these sections per prop.
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';

export interface MdxSection {
  /** The heading as the reader sees it (no badge, no `{#id}`); empty for the page's introduction. */
  readonly heading: string;
  /** The anchor Docusaurus gives the heading; empty for the introduction (the page itself). */
  readonly id: string;
  /** 1 for the introduction (the text before the first section), else the heading level. */
  readonly depth: number;
  /** Names the heading writes as code or links with an <ApiLink>. */
  readonly headingCode: readonly string[];
  /** The heading's plain words (`processRowUpdate` in `## Save changes with processRowUpdate`). */
  readonly headingWords: readonly string[];
  /** How many times the section's prose names each name, in order of first mention. */
  readonly mentions: ReadonlyMap<string, number>;
  /** Props the prose links to their API row with `<ApiLink prop>`: where a guide introduces a prop. */
  readonly linked: ReadonlySet<string>;
}

/** Levels that open a section; deeper headings stay inside their h4. */
const SECTION_DEPTHS = new Set([2, 3, 4]);

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*/;
/** `<ApiLink name="DataGrid" prop="rowHeight" />`, self-closing or with children. */
const API_LINK = /<ApiLink\b([^>]*?)(?:\/>|>([\s\S]*?)<\/ApiLink>)/g;
/** An inline code span: a run of backticks, its content, the same run (CommonMark). */
const CODE_SPAN = /(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

/**
 * The names one code span stands for: its first identifier (`rowHeight`, `rowHeight={40}`,
 * `slotProps.toolbar`, `onRowClick(params)`), or the component and attributes of the JSX it shows
 * (`<DataGrid checkboxSelection rows={rows} />` -> DataGrid, checkboxSelection, rows).
 */
export function codeSpanNames(code: string): string[] {
  const text = code.trim();
  const jsx = /^<([A-Z][\w.]*)/.exec(text);
  if (jsx) {
    const names: string[] = [jsx[1]!];
    // Attribute values go first, so names inside `{…}` or quotes are not read as attributes.
    const rest = text
      .slice(jsx[0].length)
      .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '')
      .replace(/"[^"]*"|'[^']*'/g, '');
    for (const match of rest.matchAll(/(?:^|\s)([A-Za-z_$][\w$]*)(?==|\s|\/|>|$)/g)) names.push(match[1]!);
    return names;
  }
  const identifier = IDENTIFIER.exec(text);
  return identifier ? [identifier[0]] : [];
}

export interface LineNames {
  /** Every name, once per mention: code spans, and both attributes of an <ApiLink>. */
  readonly names: string[];
  /** The props linked with `<ApiLink prop>`. */
  readonly linked: string[];
}

/** The names a line of prose writes as code or links with <ApiLink>. */
export function lineNames(line: string): LineNames {
  const names: string[] = [];
  const linked: string[] = [];
  const withoutLinks = line.replace(API_LINK, (_match, attributes: string) => {
    const name = attribute(attributes, 'name');
    const prop = attribute(attributes, 'prop');
    if (name) names.push(name);
    if (prop) {
      names.push(prop);
      linked.push(prop);
    }
    return ' ';
  });
  for (const match of withoutLinks.matchAll(CODE_SPAN)) names.push(...codeSpanNames(match[2]!));
  return { names, linked };
}

/**
 * The heading's text as Docusaurus reads it for the slug (mdast-util-to-string): code and link
 * text kept, markup, emphasis and self-closing JSX (badges) dropped, an <ApiLink> replaced by the
 * link text the remark plugin gives it (the prop or the name). The `{#id}` is still in it.
 */
export function headingSource(raw: string): string {
  const code: string[] = [];
  // Code spans are taken out first: nothing inside them is markup.
  let text = raw.replace(CODE_SPAN, (_match, _ticks: string, content: string) => {
    code.push(content.length > 2 && /^ .* $/.test(content) ? content.slice(1, -1) : content);
    return `\uE000${code.length - 1}\uE000`;
  });
  text = text
    .replace(API_LINK, (_match, attributes: string, children?: string) =>
      children !== undefined ? children : (attribute(attributes, 'prop') ?? attribute(attributes, 'name') ?? ''),
    )
    .replace(/<[A-Za-z][\w.]*(?:\s[^<>]*)?\/>/g, '')
    .replace(/<\/?[A-Za-z][\w.]*(?:\s[^<>]*)?>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*{1,3}|\b_{1,3})(\S(?:[\s\S]*?\S)?)\1/g, '$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, '\u00a0');
  return text.replace(/\uE000(\d+)\uE000/g, (_match, index: string) => code[Number(index)]!);
}

interface Draft {
  heading: string;
  id: string;
  depth: number;
  headingCode: string[];
  headingWords: string[];
  mentions: Map<string, number>;
  linked: Set<string>;
}

function addMentions(section: Draft, { names, linked }: LineNames): void {
  for (const name of names) section.mentions.set(name, (section.mentions.get(name) ?? 0) + 1);
  for (const name of linked) section.linked.add(name);
}

/**
 * Splits a page's MDX (front matter included or not) into its introduction and its h2, h3 and h4
 * sections. Ids follow Docusaurus: an explicit `{#id}` as written, else the github-slugger slug of
 * the heading text, numbered when it repeats on the page (every heading level counts).
 */
export function parseGuideSections(mdx: string): MdxSection[] {
  const body = mdx.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
  const slugger = createSlugger();
  const sections: Draft[] = [
    { heading: '', id: '', depth: 1, headingCode: [], headingWords: [], mentions: new Map(), linked: new Set() },
  ];
  let fence: string | undefined;
  let inImport = false;
  for (const line of body.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      continue;
    }
    // An import may span lines (`import {\n  a,\n} from '…';`): it ends at its `from '…'`.
    if (inImport || /^(import|export)\s/.test(line)) {
      inImport = !/(from\s*)?['"][^'"]+['"];?\s*$/.test(line) && !/^export\s/.test(line);
      continue;
    }
    // A JSX tag alone on its line (`<Demo demo={Basic} />`) is a demo or a layout element, not prose.
    if (/^\s*<\/?[A-Z][\w.]*(\s[^>]*)?\/?>\s*$/.test(line) && !line.includes('<ApiLink')) continue;
    const prose = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
    const heading = HEADING.exec(prose);
    if (heading) {
      const depth = heading[1]!.length;
      const source = headingSource(heading[2]!);
      const parsed = parseMarkdownHeadingId(source);
      // As Docusaurus: an explicit id is used as written and not counted by the slugger.
      const id = parsed.id ?? slugger.slug(source);
      if (SECTION_DEPTHS.has(depth)) {
        sections.push({
          heading: parsed.text.trim(),
          id,
          depth,
          headingCode: [...new Set(lineNames(heading[2]!).names)],
          headingWords: [...new Set(parsed.text.match(/[\p{L}\p{N}_$]+/gu) ?? [])],
          mentions: new Map(),
          linked: new Set(),
        });
        continue;
      }
    }
    addMentions(sections[sections.length - 1]!, lineNames(prose));
  }
  return sections.filter((section) => section.depth > 1 || section.mentions.size > 0);
}

/** Every name a page's headings or prose write as code or link, anywhere on it (`npm run docs:coverage`). */
export function mentionedNames(mdx: string): Set<string> {
  return new Set(parseGuideSections(mdx).flatMap((section) => [...section.headingCode, ...section.mentions.keys()]));
}
