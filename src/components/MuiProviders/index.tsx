import React, { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '@site/src/lib/colorScheme';
import { createDocsTheme } from './theme';
import { getDirection, getServerDirection, subscribeDirection } from './direction';

/**
 * What StyledEngineProvider's `enableCssLayer` does (every MUI rule inside `@layer mui`), plus the
 * RTL stylis plugin, which StyledEngineProvider cannot take. One cache per rendered tree: a shared
 * cache would skip the style tags of already-seen rules on every page after the first during SSG.
 */
function createMuiCache(direction: Direction): EmotionCache {
  const cache = createCache({
    key: direction === 'rtl' ? 'muirtl' : 'mui',
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (!/^@layer\s+[^{]*$/.test(serialized.styles)) {
      serialized = { ...serialized, styles: `@layer mui {${serialized.styles}}` };
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  return cache;
}

export function useDirection(): Direction {
  return useSyncExternalStore(subscribeDirection, getDirection, getServerDirection);
}

export default function MuiProviders({ children, language }: { children: ReactNode; language: string }) {
  const direction = useDirection();
  const [caches] = useState<Partial<Record<Direction, EmotionCache>>>({});
  const cache = (caches[direction] ??= createMuiCache(direction));
  const theme = useMemo(() => createDocsTheme(direction, language), [direction, language]);
  return (
    <CacheProvider value={cache}>
      {/* Docusaurus owns the colour mode: MUI neither stores it nor writes the attribute. */}
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableTransitionOnChange>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
