// The code block's buttons (word wrap, copy), added when the browser is idle instead of with the
// page's first update after hydration. They were that update's largest part: on a demo page a dozen
// button groups inserted into the page in one synchronous commit, a long task on every first load.
// Their code loads then too (ButtonGroup), so it is not part of a page's first-load JavaScript. They
// stay invisible until the block is hovered or a button is focused, so adding them a moment later
// changes nothing a reader sees; each block adds its own in a small update.
import React, { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenBrowserIsIdle } from '@site/src/lib/idle';
import type { BlockOfButtons } from './ButtonGroup';

const ButtonGroup = lazy(() => import('./ButtonGroup'));

function useShownWhenIdle(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenBrowserIsIdle(() => {
      // Rendered once its code is here, so the lazy component never suspends into an empty fallback.
      void import('./ButtonGroup').then(() => {
        if (!cancelled) startTransition(() => setShown(true));
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);
  return shown;
}

/**
 * `block`: a build-time highlighted block (StaticCodeBlock) has no code block context around it;
 * the buttons set one up from these. Without it they read the theme's context (highlighted blocks).
 */
export default function CodeBlockButtons({ className, block }: { className?: string; block?: BlockOfButtons }) {
  const shown = useShownWhenIdle();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ButtonGroup className={className} block={block} />
    </Suspense>
  );
}
