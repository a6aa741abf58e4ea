// The ad context: the slot's placement and the ad shape drawn once per visit. Cheap on purpose:
// it sits in the root, so it is part of every page's first-load JavaScript; the ad settings and
// the code that shows an ad are loaded later (see ./index.tsx and ./AdDisplay.tsx).
import React, { createContext, useContext, useMemo, type ReactNode } from 'react';
import { AD_SLOT_PLACEMENT, pickAdShape, type AdShape } from '@site/src/lib/adShape';

export interface AdConfig {
  readonly placement: string;
  readonly shape: AdShape;
}

export const AD_CONFIG_MISSING =
  'Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>';

const AdContext = createContext<AdConfig | null>(null);

let visitShape: AdShape | undefined;

/** Drawn once per page load and kept across client-side navigations. */
function getVisitShape(): AdShape {
  if (typeof window === 'undefined') return 'image'; // never rendered on the server
  visitShape ??= pickAdShape(Math.random());
  return visitShape;
}

export function AdProvider({ children }: { children: ReactNode }) {
  const value = useMemo(() => ({ placement: AD_SLOT_PLACEMENT, shape: getVisitShape() }), []);
  return <AdContext.Provider value={value}>{children}</AdContext.Provider>;
}

export function useAdConfig(): AdConfig {
  const value = useContext(AdContext);
  if (value === null) throw new Error(AD_CONFIG_MISSING);
  return value;
}
