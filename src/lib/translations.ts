// UI strings of the site's own components, in English. Their translations live where Docusaurus
// keeps every translated UI string, i18n/<locale>/code.json, under `site.<key>`: each locale's
// build carries its own strings only (@generated/codeTranslations), and a translator edits one file.

import { FEEDBACK_ERROR_TEXT } from './feedback.mjs';

const en = {
  'brand.name': 'MUI X',
  'product.introduction': 'MUI X',
  'product.dataGrid': 'Data Grid',
  'product.datePickers': 'Date Pickers',
  'product.charts': 'Charts',
  'product.treeView': 'Tree View',
  'versions.label': 'Documentation version',
  'versions.current': 'Current version',
  'versions.earlier': 'Earlier versions',
  'plan.pro': 'Pro plan',
  'plan.premium': 'Premium plan',
  'chip.new': 'New',
  'chip.planned': 'Planned',
  'chip.preview': 'Preview',
  'page.wip': 'This page is being written',
  'page.wipDetail': 'It already says what it will cover; the full guide and its live demos are on the way.',
  'page.planned': 'This feature is planned',
  'page.plannedDetail':
    'It is not part of MUI X v8.2.0 yet. This page describes what is planned and what you can do today.',
  'page.preview': 'This feature is a preview',
  'page.previewDetail': 'Its API may change in a minor release.',
  'settings.open': 'Open settings',
  'settings.title': 'Settings',
  'settings.close': 'Close settings',
  'settings.mode': 'Mode',
  'settings.mode.light': 'Light',
  'settings.mode.system': 'System',
  'settings.mode.dark': 'Dark',
  'settings.direction': 'Direction',
  'settings.direction.ltr': 'Left to right',
  'settings.direction.rtl': 'Right to left',
  'settings.language': 'Language',
  'settings.language.en': 'English',
  'settings.language.zh': '中文',
  'feedback.question': 'Was this page helpful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.comment': 'Tell us more (optional)',
  'feedback.commentHint': 'What were you looking for? Please do not include personal information.',
  'feedback.submit': 'Submit',
  'feedback.sending': 'Sending…',
  'feedback.thanks': 'Thank you for your feedback.',
  'feedback.error': FEEDBACK_ERROR_TEXT,
  'copy.idle': 'Copy',
  'copy.copied': 'Copied',
  'copy.failed': 'Copy failed',
  'pageActions.label': 'Page actions',
  'pageActions.copy': 'Copy page',
  'pageActions.viewMarkdown': 'View as Markdown',
  'pageActions.openIn': 'Open in {name}',
  'pageActions.prompt': 'Read {url} and answer my questions about it.',
} as const;

export type TranslationKey = keyof typeof en;

/** The English strings, which a locale without a translation shows. */
export const ENGLISH: Readonly<Record<TranslationKey, string>> = en;

/** The id of a site string in code.json. */
export function translationId(key: string): string {
  return `site.${key}`;
}

/** The languages the site is built in; English is the source every other one is translated from. */
export const LANGUAGES = ['en', 'zh'] as const;
/** What a string shows in a language the site does not know. */
export const UNKNOWN_LANGUAGE_TEXT = '…';

const reported = new Set<string>();
/** Logs each problem once per page load: a missing string would otherwise repeat on every render. */
function reportOnce(level: 'warn' | 'error', message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console[level](message);
}

/**
 * The string for `key` in `language`, from `translated` (that locale's code.json messages, what the
 * build carries) or, where the language has none, from `table` (English). A string missing in a
 * language logs one warning and shows in English (null if English lacks it too); a language the site
 * does not know logs an error and shows "…".
 */
export function translateFrom<Key extends string>(
  table: Readonly<Record<Key, string>>,
  key: string,
  language: string,
  translated: Readonly<Record<string, string>>,
): string | null {
  if (!(LANGUAGES as readonly string[]).includes(language)) {
    reportOnce('error', `MUI X docs: unknown language "${language}"; its strings show as "${UNKNOWN_LANGUAGE_TEXT}".`);
    return UNKNOWN_LANGUAGE_TEXT;
  }
  const english: string | null = Object.prototype.hasOwnProperty.call(table, key) ? table[key as Key] : null;
  const text = language === 'en' ? english : (translated[translationId(key)] ?? null);
  if (text !== null) return text;
  reportOnce('warn', `MUI X docs: no "${language}" text for the string "${key}"; showing the English one.`);
  return english;
}

export function translate(key: TranslationKey, language: string, translated: Readonly<Record<string, string>>): string;
export function translate(key: string, language: string, translated: Readonly<Record<string, string>>): string | null;
export function translate(key: string, language: string, translated: Readonly<Record<string, string>>): string | null {
  return translateFrom(en, key, language, translated);
}

/** `text` with each `{name}` replaced by its value. */
export function interpolate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** A tree of English strings; each leaf is translated under its path (`search.button.buttonText`). */
export interface StringTree {
  readonly [name: string]: string | StringTree;
}

/** `tree` with each string replaced by its translation under `site.<prefix>.<path>`, where one exists. */
export function translateTree<Tree extends StringTree>(
  tree: Tree,
  prefix: string,
  translated: Readonly<Record<string, string>>,
): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, value]) => {
      const path = `${prefix}.${name}`;
      return [
        name,
        typeof value === 'string' ? (translated[translationId(path)] ?? value) : translateTree(value, path, translated),
      ];
    }),
  ) as Tree;
}
