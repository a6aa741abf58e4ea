// Which clicks on a plain <a> a single-page app should handle itself: a plain left click on a link to
// another page of this site. Everything else (new tab, download, another site, a jump within the
// page) is left to the browser.

export interface LinkClick {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly defaultPrevented: boolean;
}

export interface LinkTarget {
  /** The resolved URL (`anchor.href`). */
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
}

/** The path to push to the router, or null when the browser should follow the link itself. */
export function inAppPath(click: LinkClick, link: LinkTarget, current: { origin: string; pathname: string }): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (link.download || (link.target !== '' && link.target !== '_self')) return null;
  const url = new URL(link.href);
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.hash !== '') return null;
  return url.pathname + url.search + url.hash;
}
