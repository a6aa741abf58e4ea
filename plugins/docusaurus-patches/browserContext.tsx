// @docusaurus/core's browser context (what useIsBrowser reads), with its switch to true made in a
// transition. Everything that reads it renders again once hydration is over: the sidebar's
// categories (their links change), every demo and code block. As an ordinary update that was one
// synchronous render right after hydration, a long task on every first load; in a transition React
// renders it in slices, and only the commit of what really changed is one task.
import React, { createContext, startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
