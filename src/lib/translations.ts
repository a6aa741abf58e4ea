// UI strings of the site's own components, in English. Their translations live where Docusaurus
// keeps every translated UI string, i18n/<locale>/code.json, under `site.<key>`: each locale's
// build carries its own strings only (@generated/codeTranslations), and a translator edits one file.

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
} as const;

export type TranslationKey = keyof typeof en;

/** The English strings, which a locale without a translation shows. */
export const ENGLISH: Readonly<Record<TranslationKey, string>> = en;

/** The id of a site string in code.json. */
export function translationId(key: string): string {
  return `site.${key}`;
}

/** The string for `key` in the built locale (`translated`: its code.json messages), or English. */
export function translate(key: TranslationKey, translated: Readonly<Record<string, string>>): string {
  return translated[translationId(key)] ?? en[key];
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
