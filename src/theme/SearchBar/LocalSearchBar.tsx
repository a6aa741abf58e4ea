// The DocSearch button and modal on the local index. The button and keyboard shortcuts (Ctrl+K,
// Cmd+K, "/") are on every page; the modal, its styles, MiniSearch and the index load on first use.
import React, { useCallback, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModalProps } from '@docsearch/react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import SearchHit from './SearchHit';
import { searchTranslations } from './translations';
import './styles.css';

interface Loaded {
  readonly Modal: ComponentType<DocSearchModalProps>;
  readonly createClient: typeof import('./localIndex').createClient;
  readonly loadIndexes: typeof import('./localIndex').loadIndexes;
}

let loading: Promise<Loaded> | null = null;
function loadModal(): Promise<Loaded> {
  loading ??= Promise.all([
    import('@docsearch/react/modal'),
    import('./localIndex'),
    import('@docsearch/react/style'),
  ]).then(([modal, local]) => ({
    Modal: modal.DocSearchModal,
    createClient: local.createClient,
    loadIndexes: local.loadIndexes,
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
  const { product, language } = useDocsConfig();
  const { colorMode } = useColorMode();
  const history = useHistory();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const translations = searchTranslations(language);

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

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: open,
    onClose: close,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      history.push(toPath(itemUrl));
    },
  }));

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onClick={open}
        onFocus={() => void loadModal()}
        onMouseOver={() => void loadModal()}
        onTouchStart={() => void loadModal()}
        translations={translations.button}
      />
      {isOpen &&
        loaded &&
        container.current &&
        createPortal(
          <loaded.Modal
            appId="local"
            apiKey="local"
            indexName="local"
            theme={colorMode}
            initialScrollY={window.scrollY}
            onClose={close}
            onAskAiToggle={() => undefined}
            navigator={navigator}
            hitComponent={SearchHit}
            maxResultsPerGroup={6}
            translations={translations.modal}
            placeholder={translations.modal.searchBox?.placeholderText}
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
