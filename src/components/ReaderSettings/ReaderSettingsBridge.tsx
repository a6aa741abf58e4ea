import React, { useEffect } from 'react';
import Head from '@docusaurus/Head';
import { useColorMode } from '@docusaurus/theme-common';
import { receivedModeChoice, staleMuiEntries, toDocusaurusChoice } from '@site/src/lib/colorScheme';
import { useDirection } from './direction';

/** Brings the `mui-*` keys in line with the stored choice, writing only the keys that differ. */
function mirrorStoredChoice() {
  try {
    const storage = window.localStorage;
    for (const [key, value] of staleMuiEntries(storage)) storage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the choice still applies to this page.
  }
}

/**
 * Keeps the reader's settings in step across stores: Docusaurus's colour mode (the source of truth,
 * stored under `theme`) is mirrored to the `mui-*` keys other MUI sites read, a change made there
 * (another tab, another MUI site) comes back, and the text direction reaches <html dir>.
 *
 * The mirror reads the stored choice, not the hook's value: while the page hydrates the hook still
 * says "system", and writing that would overwrite another tab's choice and set the tabs echoing.
 */
export default function ReaderSettingsBridge() {
  const { colorModeChoice, setColorMode } = useColorMode();
  const direction = useDirection();

  // Runs on mount and after every change of choice, whichever tab made it.
  useEffect(() => mirrorStoredChoice(), [colorModeChoice]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const mode = receivedModeChoice(event.key, event.newValue, window.localStorage);
      if (mode) setColorMode(toDocusaurusChoice(mode));
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
