import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { DEMO_STRINGS, type DemoStringKey } from '@site/src/lib/demoStrings';

/** The demo strings in the page's language, with `{name}` placeholders filled in. */
export function useDemoStrings(): (key: DemoStringKey, values?: Readonly<Record<string, string>>) => string {
  return useStrings(DEMO_STRINGS);
}
