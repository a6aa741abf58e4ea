import React, { useEffect } from 'react';
import Head from '@docusaurus/Head';
import { useColorMode } from '@docusaurus/theme-common';
import {
  MUI_DARK_SCHEME_KEY,
  MUI_LIGHT_SCHEME_KEY,
  MUI_MODE_KEY,
  fromDocusaurusChoice,
  muiStorageEntries,
  parseColorScheme,
  parseModeChoice,
  toDocusaurusChoice,
} from '@site/src/lib/colorScheme';
import { useDirection } from './direction';

function writeStorage(entries: ReadonlyArray<readonly [string, string]>) {
  try {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this page.
  }
}

/**
 * Keeps the reader's settings in step across stores: Docusaurus's colour mode (the source of truth,
 * stored under `theme`) is mirrored to the `mui-*` keys other MUI sites read, a change made there
 * (another tab, another MUI site) comes back, and the text direction reaches <html dir>.
 */
export default function ReaderSettingsBridge() {
  const { colorModeChoice, setColorMode } = useColorMode();
  const direction = useDirection();

  useEffect(() => {
    writeStorage(muiStorageEntries(fromDocusaurusChoice(colorModeChoice)));
  }, [colorModeChoice]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MUI_MODE_KEY) {
        const mode = parseModeChoice(event.newValue);
        if (mode) setColorMode(toDocusaurusChoice(mode));
      } else if (event.key === MUI_LIGHT_SCHEME_KEY || event.key === MUI_DARK_SCHEME_KEY) {
        parseColorScheme(event.newValue);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setColorMode]);

  return (
    <Head>
      <html dir={direction} />
    </Head>
  );
}
