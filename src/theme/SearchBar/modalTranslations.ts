// The search modal's strings, loaded with the modal. Translations: i18n/<locale>/code.json,
// `site.search.modal.*`.
import type { DocSearchTranslations } from '@docsearch/react';
import { translateTree } from '@site/src/lib/translations';

type ModalStrings = NonNullable<DocSearchTranslations['modal']>;

const MODAL = {
  searchBox: {
    placeholderText: 'Search the docs',
    clearButtonTitle: 'Clear the query',
    clearButtonAriaLabel: 'Clear the query',
    closeButtonText: 'Cancel',
    closeButtonAriaLabel: 'Close search',
    searchInputLabel: 'Search',
  },
  startScreen: {
    recentSearchesTitle: 'Recent',
    noRecentSearchesText: 'No recent searches',
    saveRecentSearchButtonTitle: 'Save this search',
    removeRecentSearchButtonTitle: 'Remove this search from history',
    favoriteSearchesTitle: 'Favorite',
    removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
  },
  errorScreen: {
    titleText: 'Search is not available',
    helpText: 'The search index could not be loaded. Check your connection and try again.',
  },
  footer: {
    selectText: 'to open',
    navigateText: 'to move',
    closeText: 'to close',
  },
  noResultsScreen: {
    noResultsText: 'No results for',
    suggestedQueryText: 'Try searching for',
  },
} satisfies ModalStrings;

export function searchModalTranslations(translated: Readonly<Record<string, string>>): ModalStrings {
  return translateTree(MODAL, 'search.modal', translated);
}
