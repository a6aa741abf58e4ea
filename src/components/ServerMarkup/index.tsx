// Large static content (an API page's props and CSS classes tables: thousands of elements) that a
// page loaded from the server does not hydrate. In the browser the server's markup stays as it is,
// in an element React does not hydrate into, so hydrating the page costs nothing for it; a page
// reached by client-side navigation renders it normally. Its links still navigate inside the app,
// through one click handler, since their own (Docusaurus Link) handlers are never attached.
import React, { useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { inAppPath } from '@site/src/lib/inAppLink';

/**
 * For an element that holds the server's markup: React does not hydrate inside an element said to
 * hold raw HTML, and writes that HTML only when the object changes, which this one never does.
 */
export const KEEP_SERVER_MARKUP = { __html: '' };

/**
 * True in the browser for content the page's HTML already holds: decided on the first render, which
 * for such content happens during hydration (isBrowser still false). False on the server and for
 * content mounted after client-side navigation.
 */
export function useHasServerMarkup(): boolean {
  const isBrowser = useIsBrowser();
  const [arrivedWithPage] = useState(!isBrowser);
  // `docusaurus start` renders in the browser only: its pages hold no server markup to keep (API
  // tables stayed empty and demos waited for the reader's move there).
  if (process.env.NODE_ENV === 'development') return false;
  return arrivedWithPage && typeof window !== 'undefined';
}

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'> & {
  readonly children: ReactNode;
};

export default function ServerMarkup({ children, ...attributes }: Props) {
  const hasServerMarkup = useHasServerMarkup();
  const history = useHistory();
  const location = useLocation();

  const followLinksInApp = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    const path = inAppPath(
      event,
      { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
      { origin: window.location.origin, pathname: location.pathname },
    );
    if (path === null) return;
    event.preventDefault();
    history.push(path);
  };

  if (hasServerMarkup) {
    return (
      <div {...attributes} onClick={followLinksInApp} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />
    );
  }
  return (
    <div {...attributes} onClick={followLinksInApp}>
      {children}
    </div>
  );
}
