// The inline Markdown the packages' JSDoc uses (code spans, links, emphasis), parsed into tokens so
// the API pages render it as React elements; never as HTML.

export type InlineToken =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong'; readonly text: string }
  | { readonly type: 'link'; readonly text: string; readonly href: string };

const PATTERN =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{@link\s+([^}\s|]+)(?:\s*\|\s*|\s+)?([^}]*)\}|\[\[(\w+)\]\]/g;

export function parseInlineMarkdown(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    if (match.index > last) tokens.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) tokens.push({ type: 'code', text: match[1] });
    else if (match[2] !== undefined) tokens.push({ type: 'link', text: match[2], href: match[3]! });
    else if (match[4] !== undefined) tokens.push({ type: 'strong', text: match[4] });
    else if (match[5] !== undefined) {
      const href = match[5];
      tokens.push(
        /^https?:/.test(href) ? { type: 'link', text: match[6] || href, href } : { type: 'code', text: href },
      );
    } else if (match[7] !== undefined) tokens.push({ type: 'code', text: match[7] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ type: 'text', text: text.slice(last) });
  return tokens;
}

/** Paragraphs of a JSDoc description (blank-line separated), with single line breaks folded. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Where a link in the packages' JSDoc points. They are written for mui.com: `/x/...` paths are pages
 * this site has too (the build checks them), other site-relative paths belong to mui.com.
 */
export function resolveJsDocHref(href: string): string {
  if (href.startsWith('/x/')) return href.replace(/^\/x/, '');
  if (href.startsWith('/')) return `https://mui.com${href}`;
  return href;
}
