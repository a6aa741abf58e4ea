// The search button and DocSearch's modal on the local index. The button and keyboard shortcuts
// (Ctrl+K, ⌘K, "/": lib/search/shortcuts.ts) are on every page; the modal, its styles and strings,
// MiniSearch and the index load on first use.
import React, { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModalProps } from '@docsearch/react';
import codeTranslations from '@generated/codeTranslations';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import { searchShortcutAction } from '@site/src/lib/search/shortcuts';
import SearchButton from './SearchButton';
import SearchHit from './SearchHit';
import { searchButtonTranslations } from './translations';
import './styles.css';

interface Loaded {
  readonly Modal: ComponentType<DocSearchModalProps>;
  readonly createClient: typeof import('./localIndex').createClient;
  readonly loadIndexes: typeof import('./localIndex').loadIndexes;
  readonly translations: NonNullable<DocSearchModalProps['translations']>;
}

const BUTTON_STRINGS = searchButtonTranslations(codeTranslations);

/**
 * Ten results at most (DocSearch asks for 20): the pages a reader picks from are in the first few,
 * and the modal re-renders every result on each keystroke, so half as many rows answers a keystroke
 * in two-thirds of the time (p95 31 -> 21-25 ms on the Data Grid sorting page).
 */
const SEARCHED_INDICES = [{ name: 'local', searchParameters: { hitsPerPage: 10 } }];

let loading: Promise<Loaded> | null = null;
function loadModal(): Promise<Loaded> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('./localIndex'),
    import('./modalTranslations'),
    import('@docsearch/react/style'),
  ]).then(([modal, local, strings]) => ({
    Modal: modal.DocSearchModal,
    createClient: local.createClient,
    loadIndexes: local.loadIndexes,
    translations: strings.searchModalTranslations(codeTranslations),
  }));
  return loading;
}

/** A hit's absolute URL -> the site path the router pushes. */
function toPath(url: string): string {
  const { pathname, search, hash } = new URL(url, window.location.origin);
  return `${pathname}${search}${hash}`;
}

export default function LocalSearchBar() {
  const { siteConfig } = useDocusaurusContext();
  const { product } = useDocsConfig();
  const { colorMode } = useColorMode();
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const open = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      container.current.className = 'local-search';
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    void loadModal().then((modules) => {
      setLoaded(modules);
      setIsOpen(true);
      // Start fetching the index while the reader types.
      void modules.loadIndexes(siteConfig.baseUrl, product).catch(() => undefined);
    });
  }, [siteConfig.baseUrl, product]);

  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const action = searchShortcutAction(
        { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, target },
        isOpen,
      );
      if (!action) return;
      event.preventDefault();
      if (action === 'close') close();
      else open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      history.push(toPath(itemUrl));
    },
  }));

  return (
    <>
      <SearchButton
        ref={buttonRef}
        text={BUTTON_STRINGS.buttonText}
        ariaLabel={BUTTON_STRINGS.buttonAriaLabel}
        onClick={open}
        onFocus={() => void loadModal()}
        onMouseOver={() => void loadModal()}
        onTouchStart={() => void loadModal()}
      />
      {isOpen &&
        loaded &&
        container.current &&
        createPortal(
          <loaded.Modal
            appId="local"
            apiKey="local"
            indices={SEARCHED_INDICES}
            theme={colorMode}
            initialScrollY={window.scrollY}
            onClose={close}
            onAskAiToggle={() => undefined}
            navigator={navigator}
            hitComponent={SearchHit}
            maxResultsPerGroup={6}
            translations={loaded.translations}
            placeholder={loaded.translations.searchBox?.placeholderText}
            // The modal builds an Algolia client; ours answers its search() from the local index.
            // Its type is Algolia's generic client; ours returns the same response shape for DocSearch hits.
            transformSearchClient={(client) =>
              ({
                ...client,
                ...loaded.createClient(siteConfig.baseUrl, product, window.location.origin),
              }) as unknown as typeof client
            }
          />,
          container.current,
        )}
    </>
  );
}
