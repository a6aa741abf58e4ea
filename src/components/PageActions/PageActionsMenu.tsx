// The page actions menu, loaded on first use by the button in ./index.tsx: copy the page's Markdown
// twin, view it, or hand its address to an assistant. Keys follow the WAI-ARIA menu pattern.
import React, { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useTranslate } from '@site/src/components/DocsProvider';
import { COPY_LABEL_KEYS, useCopy, type CopyState } from '@site/src/components/CopyButton/useCopy';
import { markdownTwinPath } from '@site/src/lib/markdownTwin';
import { ASSISTANTS, absoluteUrl, assistantUrl, menuFocusTarget } from '@site/src/lib/pageActions';
import { interpolate } from '@site/src/lib/translations';
import { loadTwin } from './loadTwin';
import styles from './PageActionsMenu.module.css';

export interface PageActionsMenuProps {
  readonly id: string;
  /** Called with false to close the menu. */
  readonly onOpenChange: (open: boolean) => void;
}

/** How long "Copied" (or "Copy failed") replaces "Copy page". */
const PAGE_COPY_RESET_MS = 2000;

const ITEM = '[role="menuitem"]';

/** The menu's button: the trigger renders the menu right after it, and keeps the button lean. */
function buttonBefore(menu: HTMLElement | null): HTMLElement | null {
  const previous = menu?.previousElementSibling;
  return previous instanceof HTMLElement ? previous : null;
}

export default function PageActionsMenu({ id, onOpenChange }: PageActionsMenuProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const menu = useRef<HTMLUListElement>(null);
  const twin = markdownTwinPath(pathname);
  const [text, setText] = useState<string | null>(null);
  const [fetchFailed, setFetchFailed] = useState(false);
  const { state: copyState, copy } = useCopy(PAGE_COPY_RESET_MS);

  // The menu is mounted each time it opens, on its first item.
  useEffect(() => menu.current?.querySelector<HTMLElement>(ITEM)?.focus(), []);

  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  // Closing with focus inside (Escape, Tab, an item, its button pressed again) hands focus back to
  // the button, or it would fall to the page's start; a press elsewhere leaves it where the press put it.
  const returnFocus = useRef(true);
  useLayoutEffect(() => {
    const element = menu.current;
    return () => {
      if (returnFocus.current && element?.contains(document.activeElement)) buttonBefore(element)?.focus();
    };
  }, []);

  // Fetched as the menu opens, so the text is there when Copy page is chosen: the clipboard write
  // then happens within the click, which Safari requires.
  useEffect(() => {
    let current = true;
    loadTwin(twin).then(
      (loaded) => current && setText(loaded),
      () => undefined, // reported when the reader chooses Copy page, which tries again
    );
    return () => {
      current = false;
    };
  }, [twin]);

  // A press anywhere outside the menu and its button closes it, leaving focus where the press put it.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const inside = [menu.current, buttonBefore(menu.current)].some((element) => element?.contains(target));
      if (inside) return;
      returnFocus.current = false;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [close]);

  const copyPage = async () => {
    setFetchFailed(false);
    if (text !== null) return copy(text);
    try {
      await copy(await loadTwin(twin));
    } catch {
      setFetchFailed(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>(ITEM) ?? []);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const target = menuFocusTarget(event.key, current, items.length);
    if (target !== null) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      // Focus goes back to the button and the browser's own Tab moves on from there.
      close();
    } else if (event.key === 'Enter' || event.key === ' ') {
      // One path for both keys and every item: links do nothing on Space, and the copy item is not a button.
      event.preventDefault();
      items[current]?.click();
    }
  };

  const shownCopyState: CopyState = fetchFailed ? 'failed' : copyState;
  const prompt = interpolate(t('pageActions.prompt'), { url: absoluteUrl(siteConfig.url, twin) });
  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={t('pageActions.label')}
      className={styles.menu}
      onKeyDown={onKeyDown}
    >
      <li role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void copyPage()}>
        <span aria-live="polite">
          {shownCopyState === 'idle' ? t('pageActions.copy') : t(COPY_LABEL_KEYS[shownCopyState])}
        </span>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} className={styles.item} href={twin} onClick={close}>
          {t('pageActions.viewMarkdown')}
        </a>
      </li>
      {ASSISTANTS.map((assistant) => (
        <li key={assistant.id} role="none">
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={assistantUrl(assistant.id, prompt)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {interpolate(t('pageActions.openIn'), { name: assistant.name })}
            <svg
              className={styles.external}
              viewBox="0 0 16 16"
              width="12"
              height="12"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M9 2h5v5m0-5L7 9M12 10v4H2V4h4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
