import { useCallback } from 'react';
import codeTranslations from '@generated/codeTranslations';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import { DEMO_STRINGS, type DemoStringKey } from '@site/src/lib/demoStrings';
import { interpolate, translateFrom } from '@site/src/lib/translations';

/** The demo strings in the page's language, with `{name}` placeholders filled in. */
export function useDemoStrings(): (key: DemoStringKey, values?: Readonly<Record<string, string>>) => string {
  const { language } = useDocsConfig();
  return useCallback(
    (key, values = {}) => interpolate(translateFrom(DEMO_STRINGS, key, language, codeTranslations) ?? '', values),
    [language],
  );
}
