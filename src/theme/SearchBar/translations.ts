// The search button's strings. Docusaurus translates DocSearch only inside Algolia's theme, which
// is not loaded without Algolia, so the local search bar carries its own; the modal's strings load
// with the modal (modalTranslations.ts). Translations: i18n/<locale>/code.json, `site.search.*`.
import type { DocSearchTranslations } from '@docsearch/react';
import { translateTree } from '@site/src/lib/translations';

type ButtonStrings = Required<NonNullable<DocSearchTranslations['button']>>;

const BUTTON: ButtonStrings = { buttonText: 'Search', buttonAriaLabel: 'Search' };

export function searchButtonTranslations(translated: Readonly<Record<string, string>>): ButtonStrings {
  return translateTree(BUTTON, 'search.button', translated);
}
