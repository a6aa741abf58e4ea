// Resolves on the reader's first interaction with the page. Demos already on screen at load whose
// server-rendered markup shows them complete (pickers, tree views) wait for it before loading their
// code, so the cost of starting them does not block the page while it becomes interactive.
import { whenBrowserIsIdle } from '@site/src/lib/idle';

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

let firstInteraction: Promise<void> | null = null;

export function whenReaderInteracts(): Promise<void> {
  firstInteraction ??= new Promise<void>((resolve) => {
    const done = () => {
      EVENTS.forEach((type) => window.removeEventListener(type, done, true));
      resolve();
    };
    EVENTS.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
  });
  return firstInteraction;
}

let pageIdle: Promise<void> | null = null;

/** Resolves once the page has loaded and the main thread is free (or after a few seconds at most). */
export function whenPageIsIdle(): Promise<void> {
  pageIdle ??= new Promise<void>((resolve) => {
    const afterLoad = () => whenBrowserIsIdle(resolve, 3000, 1000);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return pageIdle;
}
