// Which API names a guide page's prose talks about, section by section: read from the MDX source at
// build time. A name counts where the prose writes it as inline code (`checkboxSelection`,
// `initialState.sorting`) or links it with <ApiLink prop="…" />; code blocks and demos do not count,
// since a name there is shown, not explained.

export interface GuideSection {
  /** The heading's text without badges or its `{#id}`; empty for the text before the first heading. */
  readonly heading: string;
  /** 0 for the text before the first heading, else the heading level (2 or 3). */
  readonly depth: number;
  /** The heading's explicit `{#id}`, when it has one. */
  readonly explicitId?: string;
  /** The names mentioned in the section's prose, in order of first mention. */
  readonly names: readonly string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})/;
const HEADING = /^(#{2,3})\s+(.*?)\s*$/;
const EXPLICIT_ID = /\s*\{#([\w-]+)\}\s*$/;
// The first identifier of an inline code span: `rowHeight`, `slotProps.toolbar`, `onRowClick(params)`.
const CODE_SPAN = /`([A-Za-z_$][\w$]*)[^`]*`/g;
const API_LINK_PROP = /<ApiLink\b[^>]*?\bprop="([\w$]+)"/g;

/** The heading text a reader sees: no JSX badges, no explicit id, no Markdown emphasis or code ticks. */
function headingText(raw: string): string {
  return raw
    .replace(EXPLICIT_ID, '')
    .replace(/<[A-Z][\w.]*[^>]*\/>/g, '')
    .replace(/[`*_]/g, '')
    .trim();
}

/** Splits a page's MDX (front matter included or not) into its h2/h3 sections and what each mentions. */
export function guideSections(mdx: string): GuideSection[] {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
  const sections: { heading: string; depth: number; explicitId?: string; names: string[] }[] = [
    { heading: '', depth: 0, names: [] },
  ];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[2]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[2]!;
      continue;
    }
    if (/^\s*import\s/.test(line)) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const explicitId = EXPLICIT_ID.exec(heading[2]!)?.[1];
      sections.push({ heading: headingText(heading[2]!), depth: heading[1]!.length, explicitId, names: [] });
    }
    const current = sections[sections.length - 1]!;
    const add = (name: string) => {
      if (!current.names.includes(name)) current.names.push(name);
    };
    for (const match of line.matchAll(API_LINK_PROP)) add(match[1]!);
    for (const match of line.matchAll(CODE_SPAN)) add(match[1]!);
  }
  return sections.filter((section) => section.depth > 0 || section.names.length > 0);
}

/** Every name a page's prose mentions, anywhere on it. */
export function mentionedNames(mdx: string): Set<string> {
  return new Set(guideSections(mdx).flatMap((section) => section.names));
}
