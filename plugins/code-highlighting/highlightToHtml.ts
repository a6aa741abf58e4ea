// Highlights code at build time into the markup the classic theme's code block renders (one
// `token-line` per line, one `token …` span per token), so pages ship highlighted HTML instead of
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

/** The inner HTML of the block's `<code>`; unknown languages come out as plain text. */
export function highlightToHtml(code: string, language: string | undefined): string {
  addLanguages();
  const grammar = language ? Prism.languages[language] : undefined;
  const lines = normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]);
  return lines
    .map((line) => {
      const tokens = line
        // An empty line is one newline token; its <br> already ends the line.
        .map((token) => (token.content === '\n' && line.length === 1 ? { ...token, content: '' } : token))
        .map((token) => `<span class="token ${token.types.join(' ')}">${escapeHtml(token.content)}</span>`)
        .join('');
      return `<div class="token-line">${tokens}<br></div>`;
    })
    .join('');
}
