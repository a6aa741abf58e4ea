import React, { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import codeTranslations from '@generated/codeTranslations';
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';
import { productFromPathname, type ProductId } from '@site/src/lib/navigation';
import { translate, type TranslationKey } from '@site/src/lib/translations';

export interface DocsConfig {
  /** The documented MUI X version. */
  readonly version: string;
  readonly product: ProductId;
  readonly language: string;
  readonly locales: readonly string[];
  readonly t: (key: TranslationKey) => string;
}

export const DOCS_CONFIG_MISSING =
  'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>';

const DocsContext = createContext<DocsConfig | null>(null);

/**
 * Whether a page of the site is at `pathname`. The 404 page is rendered once, at /404.html, and
 * served for every unknown path; it must hydrate with the product it was rendered with
 * (introduction), not the one an unknown path such as /x/react-charts/nope/ suggests.
 */
function isSitePage(pathname: string): boolean {
  return matchRoutes(routes, pathname).some(({ route }) => route.exact === true);
}

export function DocsProvider({ children }: { children: ReactNode }) {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  const language = i18n.currentLocale;
  const version = String(siteConfig.customFields?.documentedVersion ?? '');
  const product = useMemo(
    () => (isSitePage(pathname) ? productFromPathname(pathname, i18n.locales) : 'introduction'),
    [pathname, i18n.locales],
  );
  const t = useCallback((key: TranslationKey) => translate(key, language, codeTranslations), [language]);
  const value = useMemo(
    () => ({ version, product, language, locales: i18n.locales, t }),
    [version, product, language, i18n.locales, t],
  );
  return <DocsContext.Provider value={value}>{children}</DocsContext.Provider>;
}

export function useDocsConfig(): DocsConfig {
  const value = useContext(DocsContext);
  if (value === null) throw new Error(DOCS_CONFIG_MISSING);
  return value;
}

export function useTranslate(): DocsConfig['t'] {
  return useDocsConfig().t;
}
