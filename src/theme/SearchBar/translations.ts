// The modal's strings per locale. Docusaurus translates DocSearch only inside Algolia's theme, which
// is not loaded without Algolia, so the local search bar carries its own.
import type { DocSearchTranslations } from '@docsearch/react';

type Strings = Required<Pick<DocSearchTranslations, 'button' | 'modal'>>;

const en: Strings = {
  button: { buttonText: 'Search', buttonAriaLabel: 'Search' },
  modal: {
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
  },
};

const zh: Strings = {
  button: { buttonText: '搜索', buttonAriaLabel: '搜索' },
  modal: {
    searchBox: {
      placeholderText: '搜索文档',
      clearButtonTitle: '清除查询',
      clearButtonAriaLabel: '清除查询',
      closeButtonText: '取消',
      closeButtonAriaLabel: '关闭搜索',
      searchInputLabel: '搜索',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '没有最近的搜索',
      saveRecentSearchButtonTitle: '保存此搜索',
      removeRecentSearchButtonTitle: '从历史记录中删除',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏中删除',
    },
    errorScreen: {
      titleText: '搜索不可用',
      helpText: '无法加载搜索索引。请检查网络连接后重试。',
    },
    footer: {
      selectText: '打开',
      navigateText: '移动',
      closeText: '关闭',
    },
    noResultsScreen: {
      noResultsText: '没有结果：',
      suggestedQueryText: '试试搜索',
    },
  },
};

export function searchTranslations(language: string): Strings {
  return language === 'zh' ? zh : en;
}
