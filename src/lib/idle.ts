/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`); returns a function
 * that cancels it. Safari has no requestIdleCallback: there it runs after `fallbackMs`.
 */
export function whenBrowserIsIdle(callback: () => void, timeoutMs = 2000, fallbackMs = 200): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, fallbackMs);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
