// Which page a click on a link will open in the app, if any: a plain primary click on a link to
// another page of this site in the same tab. Anything else (a new tab, a download, another site,
// an anchor on this page) leaves nothing to load in advance.
export interface ClickLike {
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
}

export function clickedRoute(event: ClickLike, current: Pick<Location, 'origin' | 'pathname'>): string | null {
  if (event.button !== 0 || event.defaultPrevented) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  if (anchor.origin !== current.origin || anchor.pathname === current.pathname) return null;
  return anchor.pathname;
}
