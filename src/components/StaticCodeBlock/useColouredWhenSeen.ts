import { useLayoutEffect, useState, type RefObject } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { whenWithinViewport } from '@site/src/lib/viewport';

/**
 * Whether the block shows its highlighted markup yet. A page opened in the app (rather than
 * hydrated from the server's HTML) shows the code of blocks below its first screen as plain text
 * at first: the same characters in the same lines, so the block has its final size. They are
 * coloured when they come within a screen of the viewport. A Data Grid guide's code is most of its
 * elements, and laying them all out delayed the first paint of each page opened from the sidebar.
 * Blocks on the first screen are coloured before that paint, so the reader never sees them plain.
 */
export function useColouredWhenSeen(codeRef: RefObject<HTMLElement | null>): boolean {
  const isBrowser = useIsBrowser();
  // While the page hydrates, the markup is the server's, already coloured.
  const [coloured, setColoured] = useState(!isBrowser);
  useLayoutEffect(() => {
    const code = codeRef.current;
    if (coloured || !code) return undefined;
    // The new page opens at its top, or at the anchor in the address (which could be anywhere).
    const onFirstScreen = code.getBoundingClientRect().top + window.scrollY < window.innerHeight;
    if (onFirstScreen || window.location.hash !== '') {
      setColoured(true);
      return undefined;
    }
    const near = whenWithinViewport(code, '100%');
    void near.reached.then(() => setColoured(true));
    return near.stop;
  }, [coloured, codeRef]);
  return coloured;
}
