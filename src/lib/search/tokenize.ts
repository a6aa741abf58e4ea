// How text becomes search terms, shared by the index builder (plugins/search-index) and the browser
// client so both split text the same way. No stemming: prop and type names must match as written.

/** Words too common to help ranking; a query made only of them still searches them. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'to',
  'of',
  'in',
  'on',
  'for',
  'is',
  'it',
  'how',
  'with',
  'or',
  'by',
  'from',
  'do',
  'can',
  'my',
  'i',
]);

const WORD = /[\p{L}\p{N}_$]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/**
 * `checkboxSelection` -> `checkbox`, `selection`; `DataGridPro` -> `data`, `grid`, `pro`;
 * `GridAPIRef` -> `grid`, `api`, `ref`; `x2Chart` -> `x2`, `chart`. Returns [] when there is
 * nothing to split.
 */
export function splitCamelCase(word: string): string[] {
  const parts = word
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean);
  return parts.length > 1 ? parts : [];
}

let segmenter: Intl.Segmenter | null | undefined;
/** Node and every current browser have it; an engine without it gets character pairs instead. */
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  }
  return segmenter;
}

/** Character pairs of a run: what matches when no dictionary says where words end. */
function cjkPairs(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) pairs.push(chars[i]! + chars[i + 1]!);
  return pairs;
}

/**
 * A run of Chinese (or Japanese) characters -> its words, as the `zh` word segmenter cuts them
 * (数据表格的排序 -> 数据, 表格, 的, 排序). Index and query are cut alike, so 排序 finds the page.
 */
function cjkTerms(run: string): string[] {
  const words = wordSegmenter();
  if (!words) return cjkPairs(run);
  return Array.from(words.segment(run), (piece) => piece.segment).filter((piece) => piece.trim() !== '');
}

/**
 * Splits text into terms: each word whole and, for camelCase words, also its parts (so both
 * `checkboxSelection` and `checkbox selection` find the prop); Chinese text in words.
 */
export function tokenize(text: string, { camelCaseParts = true } = {}): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const cjk = word.match(CJK);
    if (cjk) {
      for (const run of cjk) terms.push(...cjkTerms(run));
      const rest = word.replace(CJK, ' ').trim();
      if (rest) terms.push(...tokenize(rest, { camelCaseParts }));
      continue;
    }
    terms.push(word, ...(camelCaseParts ? splitCamelCase(word) : []));
  }
  return terms;
}

/** Lower-cases a term; drops stop words and single Latin letters. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (lower.length < 2 && /^[a-z]$/.test(lower)) return null;
  return lower;
}

/**
 * Splits a query: words whole, without camelCase parts. The index holds both, so `checkbox
 * selection` finds checkboxSelection, while a camelCase query (perhaps misspelt) ranks by the
 * whole name rather than by its common parts.
 */
export function tokenizeQuery(query: string): string[] {
  return tokenize(query, { camelCaseParts: false });
}

/** The terms of a query, processed as the index processed its text (for highlighting). */
export function queryTerms(query: string): string[] {
  const terms = tokenizeQuery(query)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
  return Array.from(new Set(terms));
}
