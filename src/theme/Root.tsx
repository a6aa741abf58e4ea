// Root exists to put the docs context (version, product, language, UI strings) and the ad context
// (placement, per-visit ad shape, ad settings) above every page.
// MUI's providers are not here: they load with the parts of a page that use MUI (see MuiProviders);
// only the scope that lets them share style caches during static rendering is.
import React, { type ReactNode } from 'react';
import { DocsProvider } from '@site/src/components/DocsProvider';
import { AdProvider } from '@site/src/components/Ad/AdProvider';
import { ServerCacheScopeProvider } from '@site/src/components/MuiProviders/serverCacheScope';

export default function Root({ children }: { children: ReactNode }) {
  return (
    <DocsProvider>
      <AdProvider>
        <ServerCacheScopeProvider>{children}</ServerCacheScopeProvider>
      </AdProvider>
    </DocsProvider>
  );
}
