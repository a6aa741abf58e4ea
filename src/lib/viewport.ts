// Where an element is in relation to the viewport, for work that waits until the reader can see it.

/**
 * Resolves once the element is within `margin` of the viewport (at once where IntersectionObserver
 * is missing).
 */
export function whenWithinViewport(element: Element, margin: string): { reached: Promise<void>; stop: () => void } {
  if (typeof IntersectionObserver === 'undefined') return { reached: Promise.resolve(), stop: () => {} };
  let observer: IntersectionObserver | undefined;
  const reached = new Promise<void>((resolve) => {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          resolve();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
  });
  return { reached, stop: () => observer?.disconnect() };
}
