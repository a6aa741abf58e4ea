import { useCallback } from 'react';
import codeTranslations from '@generated/codeTranslations';
import { interpolate, translateFrom } from '@site/src/lib/translations';
import { useDocsConfig } from './index';

/**
 * The strings of a table that only some lazily loaded parts need (the demo toolbar, the ad slot),
 * in the page's language, with `{name}` placeholders filled in. The site's main table stays small
 * because such tables load with the part that uses them.
 */
export function useStrings<Key extends string>(
  table: Readonly<Record<Key, string>>,
): (key: Key, values?: Readonly<Record<string, string>>) => string {
  const { language } = useDocsConfig();
  return useCallback(
    (key, values = {}) => interpolate(translateFrom(table, key, language, codeTranslations) ?? '', values),
    [table, language],
  );
}
