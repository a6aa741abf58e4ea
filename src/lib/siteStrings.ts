// Every string our own components show, as its code.json id (`site.<key>`): what each translated
// locale must carry (tests/unit/translations.test.ts, npm run translations:status).
import { ENGLISH, translationId } from './translations';
import { DEMO_STRINGS } from './demoStrings';
import { AD_STRINGS } from './adStrings';
import { DEMO_EDIT_STRINGS } from './demoEditStrings';
import { GRID_EVENTS_STRINGS } from './gridEventsStrings';
import { TRANSLATION_NOTICE_STRINGS } from './translationNoticeStrings';
import { API_PAGE_STRINGS } from './apiPageStrings';
import { EXPLAINED_IN_STRINGS } from './explainedInStrings';
import { API_TYPE_STRINGS } from './apiTypeStrings';
import { searchButtonTranslations } from '../theme/SearchBar/translations';
import { searchModalTranslations } from '../theme/SearchBar/modalTranslations';

/** Every string of a tree, by path. */
function leafPaths(tree: object, prefix: string): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'string' ? [`${prefix}${name}`] : leafPaths(value as object, `${prefix}${name}.`),
  );
}

export const SITE_STRING_IDS: readonly string[] = [
  ...Object.keys(ENGLISH),
  ...Object.keys(DEMO_STRINGS),
  ...Object.keys(AD_STRINGS),
  ...Object.keys(DEMO_EDIT_STRINGS),
  ...Object.keys(GRID_EVENTS_STRINGS),
  ...Object.keys(TRANSLATION_NOTICE_STRINGS),
  ...Object.keys(API_PAGE_STRINGS),
  ...Object.keys(EXPLAINED_IN_STRINGS),
  ...Object.keys(API_TYPE_STRINGS),
  ...leafPaths(searchButtonTranslations({}), 'search.button.'),
  ...leafPaths(searchModalTranslations({}), 'search.modal.'),
].map(translationId);
