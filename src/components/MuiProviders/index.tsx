import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useColorMode } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { prefixer } from 'stylis';
import { fromDocusaurusChoice, type Direction } from '@site/src/lib/colorScheme';
import { createDocsTheme } from './theme';
import { rtlInLayers } from './rtlInLayers';
import { useDirection } from '@site/src/components/ReaderSettings/direction';
import { useServerCacheScope, type ServerCacheScope } from './serverCacheScope';

/**
 * What StyledEngineProvider's `enableCssLayer` does (every MUI rule inside `@layer mui`), plus the
 * RTL stylis plugin, which StyledEngineProvider cannot take.
 */
function createMuiCache(direction: Direction): EmotionCache {
  const cache = createCache({
    key: direction === 'rtl' ? 'muirtl' : 'mui',
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlInLayers] : [prefixer],
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

// In the browser every MUI island on the page shares one cache per direction, so styles are inserted
// once. During static rendering each page gets its own caches (from Root's scope): a cache shared
// across pages would skip the style tags of rules already seen on earlier pages, and one cache per
// provider would repeat every shared rule once per demo.
const browserCaches: Partial<Record<Direction, EmotionCache>> = {};

function useMuiCache(direction: Direction): EmotionCache {
  const pageScope = useServerCacheScope();
  const [providerScope] = useState<ServerCacheScope>({});
  const caches = (typeof document === 'undefined' ? (pageScope ?? providerScope) : browserCaches) as Partial<
    Record<Direction, EmotionCache>
  >;
  return (caches[direction] ??= createMuiCache(direction));
}

/** MUI's colour-scheme state follows Docusaurus's choice (the attribute already does for CSS). */
function ColorModeSync() {
  const { colorModeChoice } = useColorMode();
  const { setMode } = useColorScheme();
  useEffect(() => setMode(fromDocusaurusChoice(colorModeChoice)), [colorModeChoice, setMode]);
  return null;
}

/**
 * The MUI theme, Emotion cache and direction for a part of the page that uses MUI components (a demo,
 * the settings drawer). Kept out of Root so pages without MUI components do not load MUI at all.
 */
export default function MuiProviders({
  children,
  followColorModeInTheme = false,
}: {
  children: ReactNode;
  /**
   * With CSS variables MUI keeps `theme.palette` on the light scheme; charts choose their palette
   * from `theme.palette.mode`, so their islands re-render with the current scheme's theme
   * (`forceThemeRerender`). Other islands skip that render: their styles use the variables.
   */
  followColorModeInTheme?: boolean;
}) {
  const direction = useDirection();
  const { i18n } = useDocusaurusContext();
  const cache = useMuiCache(direction);
  const theme = useMemo(() => createDocsTheme(direction, i18n.currentLocale), [direction, i18n.currentLocale]);
  return (
    <CacheProvider value={cache}>
      {/* Docusaurus owns the colour mode: MUI neither stores it nor writes the attribute. The theme's
          variables are in the global stylesheet (plugins/mui-theme-variables), not generated here. */}
      <ThemeProvider
        forceThemeRerender={followColorModeInTheme}
        theme={theme}
        storageManager={null}
        colorSchemeNode={null}
        disableTransitionOnChange
        disableStyleSheetGeneration
      >
        <ColorModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
