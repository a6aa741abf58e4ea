// theme-common's useWindowSize ("ssr" until hydrated, then "mobile" or "desktop"), with the switch
// made in a transition. On a phone the first switch swaps the desktop sidebar and table of contents
// for their mobile forms; as an ordinary update that ran as one synchronous render right after
// hydration, a long task on every first load. In a transition React renders it in slices.
import { startTransition, useEffect, useState } from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

// Infima's breakpoint, as in the original hook.
const DESKTOP_BREAKPOINT = 996;

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // The server's value on the first render, so hydration matches.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      const size = window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
      startTransition(() => setWindowSize(size));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
