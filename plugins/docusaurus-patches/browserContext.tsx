// Docusaurus's BrowserContextProvider (useIsBrowser), with the switch to "in the browser" made in a
// transition. Once the page has hydrated, that switch re-renders every reader of the context: each
// code block's buttons, sidebar categories, demos, the colour mode toggle. Set as an ordinary
// update it ran as one synchronous render (~35 ms on a long demo page, a long task on every first
// load); in a transition React renders it in slices and yields to input between them.
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
