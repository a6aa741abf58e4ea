// Highlights code at build time into the markup the classic theme's code block renders (one
// `token-line` per line, `token …` spans for coloured tokens), so pages ship highlighted HTML instead of
// running Prism in the reader's browser. Colours come from CSS keyed on the token classes
// (src/theme-config/prism.ts).
import { Prism, normalizeTokens } from 'prism-react-renderer';

/** Languages the site's code blocks use beyond prism-react-renderer's defaults (as in docusaurus.config). */
export const ADDITIONAL_LANGUAGES = ['bash', 'json'] as const;

let languagesAdded = false;

function addLanguages(): void {
  if (languagesAdded) return;
  // Prism's language components register on the global Prism, as the classic theme's loader does.
  const global = globalThis as { Prism?: unknown };
  const before = global.Prism;
  global.Prism = Prism;
  for (const language of ADDITIONAL_LANGUAGES) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a language file is a script that registers on the global Prism; it exports nothing to import.
    require(`prismjs/components/prism-${language}`);
  }
  if (before === undefined) delete global.Prism;
  else global.Prism = before;
  languagesAdded = true;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Token = ReturnType<typeof normalizeTokens>[number][number];

/**
 * One line's tokens as markup with as few elements as the colours allow. Colour rules target
 * token types, so tokens of the same types share one span, and plain text needs none. Spaces show
 * no colour: a run of them joins the span around it, or stays bare text. A Data Grid guide's code
 * had ~830 spans, a third of them empty or blank, and each one costs the browser style and layout
 * work on every page view.
 */
function lineHtml(tokens: readonly Token[]): string {
  let html = '';
  // The span being written: its token types (null when none is open) and its text so far.
  let types: string | null = null;
  let text = '';
  let spaces = '';
  const closeSpan = () => {
    if (types !== null) html += `<span class="token ${types}">${escapeHtml(text)}</span>`;
    types = null;
  };
  for (const token of tokens) {
    if (/^\s*$/.test(token.content)) {
      spaces += token.content;
      continue;
    }
    const tokenTypes = token.types.join(' ');
    if (tokenTypes === types) {
      text += spaces + token.content;
    } else if (tokenTypes === 'plain') {
      closeSpan();
      html += escapeHtml(spaces + token.content);
    } else {
      closeSpan();
      html += escapeHtml(spaces);
      types = tokenTypes;
      text = token.content;
    }
    spaces = '';
  }
  closeSpan();
  return html + escapeHtml(spaces);
}

/** The inner HTML of the block's `<code>`; unknown languages come out as plain text. */
export function highlightToHtml(code: string, language: string | undefined): string {
  addLanguages();
  const grammar = language ? Prism.languages[language] : undefined;
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  // An empty line is one newline token; its <br> already ends the line.
  return lines
    .map((line) => `<div class="token-line">${lineHtml(line.filter((token) => token.content !== '\n'))}<br></div>`)
    .join('');
}
