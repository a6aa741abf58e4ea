import { useEffect } from 'react';
import Head from '@docusaurus/Head';
import { useColorMode } from '@docusaurus/theme-common';
import { useColorScheme } from '@mui/material/styles';
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
import { useDirection } from '.';
import React from 'react';

function writeStorage(entries: ReadonlyArray<readonly [string, string]>) {
  try {
    for (const [key, value] of entries) window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this page.
  }
}

/**
 * Keeps the three views of the reader's settings in step: Docusaurus's colour mode (the source of
 * truth, stored under `theme`), MUI's colour scheme state, and the `mui-*` keys other MUI sites read.
 */
export default function ReaderSettingsBridge() {
  const { colorMode, colorModeChoice, setColorMode } = useColorMode();
  const { setMode } = useColorScheme();
  const direction = useDirection();

  useEffect(() => {
    const mode = fromDocusaurusChoice(colorModeChoice);
    setMode(mode);
    writeStorage(muiStorageEntries(mode));
  }, [colorModeChoice, colorMode, setMode]);

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
