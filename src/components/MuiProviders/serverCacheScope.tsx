// During static rendering, every MUI provider of one page shares one set of Emotion caches, so a
// style rule appears once in the page's HTML however many demos use it. Kept free of MUI and Emotion:
// Root renders this on every page, including pages without any MUI component.
import React, { createContext, useContext, useState, type ReactNode } from 'react';

/** Caches by key (one per direction); the values are Emotion caches, created by MuiProviders. */
export type ServerCacheScope = Record<string, unknown>;

const ScopeContext = createContext<ServerCacheScope | null>(null);

export function ServerCacheScopeProvider({ children }: { children: ReactNode }) {
  const [scope] = useState<ServerCacheScope>({});
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
}

export function useServerCacheScope(): ServerCacheScope | null {
  return useContext(ScopeContext);
}
