import type { Config, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import navigationPlugin from './plugins/navigation';
import type { CssLayer } from './src/lib/cssLayers';
import readerSettingsPlugin from './plugins/reader-settings';
import demosPlugin from './plugins/demos';
import apiReferencePlugin from './plugins/api-reference';
import codeHighlightingPlugin from './plugins/code-highlighting';
import { ADDITIONAL_LANGUAGES } from './plugins/code-highlighting/highlightToHtml';
import muiThemeVariablesPlugin from './plugins/mui-theme-variables';
import staticRenderingPlugin from './plugins/static-rendering';
import { pageTemplate } from './plugins/static-rendering/pageTemplate';
import routePrefetchPlugin from './plugins/route-prefetch';
import routeDataPlugin from './plugins/route-data';
import docusaurusPatchesPlugin from './plugins/docusaurus-patches';
import externalLinksPlugin from './plugins/external-links';
import remarkDocsComponents from './plugins/mdx/remarkDocsComponents';
import searchIndexPlugin from './plugins/search-index';
import markdownTwinsPlugin from './plugins/markdown-twins';
import translationsPlugin from './plugins/translations';
import { withTranslationNotice } from './plugins/translations/frontMatter';
import { brokenMarkdownLinkHook } from './plugins/translations/markdownLinks';
import { codeTheme } from './src/theme-config/prism';
import { DEFAULT_DISPLAY_RATIO, parseRatio, type AdsConfig } from './src/lib/ads';
import { DEFAULT_WEB_VITALS_RATIO, gtagOptOutSnippet } from './src/lib/analytics';
import { isAppShellFile } from './src/sw/rules.mjs';
import { DEFAULT_LOCALE, requestedLocales } from './src/lib/locales.mjs';

const DOCUMENTED_VERSION = '8.2.0';
const BASE_URL = '/x/';
const siteUrl = process.env.SITE_URL ?? 'https://mui-x-docs.example.com';
// The only host where the service worker registers (src/lib/serviceWorker.ts).
const productionHost = process.env.SITE_HOST || new URL(siteUrl).host;

const locales = requestedLocales(process.env.DOCS_LOCALES);

// Search queries Algolia when all three are set at build time; otherwise the index built with the
// site (plugins/search-index). Contextual search adds the language and version facet filters.
const { ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME } = process.env;
const algolia =
  ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME
    ? { appId: ALGOLIA_APP_ID, apiKey: ALGOLIA_API_KEY, indexName: ALGOLIA_INDEX_NAME, contextualSearch: true }
    : undefined;

// Which stylesheet goes in which cascade layer (order: src/lib/cssLayers.ts). Emotion writes MUI's
// styles into `mui` itself, so no file maps to it.
const cssLayers: Record<CssLayer, (file: string) => boolean> = {
  theme: (file: string) =>
    /node_modules\/(infima\/dist|@docusaurus\/(theme-common|theme-classic|core)\/lib)/.test(file),
  docsearch: (file: string) =>
    /node_modules\/(@docsearch\/css\/dist|@docusaurus\/theme-search-algolia\/lib)/.test(file),
  mui: (_file: string) => false,
  utilities: (file: string) => /\/src\//.test(file),
};

// Remote services are off unless configured: with no zone the ad slot shows our own offers and
// requests nothing; with no measurement id analytics sends nothing. Ads are off in `npm start`
// (Docusaurus sets NODE_ENV before loading this file) unless ENABLE_AD_IN_DEV_MODE=true.
const ads = {
  enabled: process.env.NODE_ENV === 'production' || process.env.ENABLE_AD_IN_DEV_MODE === 'true',
  zone: process.env.AD_NETWORK_ZONE ?? '',
  placement: process.env.AD_NETWORK_PLACEMENT ?? '',
  displayRatio: parseRatio(process.env.AD_DISPLAY_RATIO, DEFAULT_DISPLAY_RATIO),
} satisfies AdsConfig;
const gaMeasurementId = process.env.GA_MEASUREMENT_ID ?? '';
// Share of visits that report web vitals.
const webVitalsRatio = parseRatio(process.env.WEB_VITALS_RATIO, DEFAULT_WEB_VITALS_RATIO);

const config = {
  title: 'MUI X',
  tagline: 'Advanced React components for data grids, date and time pickers, charts and tree views',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: BASE_URL,
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {
      // Throws for a broken link; in zh it first links across the translated and English folders.
      onBrokenMarkdownLinks: brokenMarkdownLinkHook({
        siteDir: __dirname,
        currentLocale: () => process.env.DOCUSAURUS_CURRENT_LOCALE,
        defaultLocale: DEFAULT_LOCALE,
      }),
    },
    // A zh page whose translation is missing or older than its English source carries a notice
    // (plugins/translations/frontMatter.ts); Docusaurus names the locale being built in the environment.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const frontMatter = withTranslationNotice(result.frontMatter, {
        siteDir: __dirname,
        locale: process.env.DOCUSAURUS_CURRENT_LOCALE,
        defaultLocale: DEFAULT_LOCALE,
        filePath: params.filePath,
      });
      return { ...result, frontMatter };
    },
  },
  future: {
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      // Rspack's persistent cache is per locale and kept in memory for the whole build: a production
      // build peaked at 5.3 GB with it and 3.9 GB without, and CI (a fresh clone) never reuses it. It
      // stays on for the dev server, whose restarts it speeds up.
      rspackPersistentCache: process.env.NODE_ENV !== 'production',
      // Worker threads each load the server bundle; on 2 cores rendering in the build process is as
      // fast and uses less memory.
      ssgWorkerThreads: false,
      gitEagerVcs: true,
    },
    v4: { removeLegacyPostBuildHeadAttribute: true },
  },
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales,
    // zh's baseUrl is spelled out: Docusaurus drops the locale segment when a build gets a single
    // --locale, and scripts/build.mjs builds each locale on its own.
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      zh: { label: '中文', htmlLang: 'zh-Hans', baseUrl: `${BASE_URL}zh/` },
    },
  },
  customFields: {
    documentedVersion: DOCUMENTED_VERSION,
    // Applied to @mui/x-license before a demo renders; without it Pro and Premium demos show the
    // library's watermark. Never committed: it comes from the environment.
    muiXLicenseKey: process.env.MUI_X_LICENSE_KEY ?? '',
    // A mui-x commit whose preview packages sandboxes install instead of the registry releases.
    sandboxCommit: process.env.SANDBOX_COMMIT ?? '',
    ads,
    analytics: { webVitalsRatio },
    // Where the feedback form posts: the same origin by default (`npm run serve` answers both);
    // `npm start` points it at the feedback server it runs beside the dev server.
    feedbackEndpoint: process.env.FEEDBACK_API_URL || '/feedback-api/v1/feedback',
    productionHost,
    // SW_ON_LOCALHOST=true: a build whose service worker also registers on localhost (manual checks).
    swOnLocalhost: process.env.SW_ON_LOCALHOST === 'true',
  },
  // The analytics module only talks to gtag, which exists only with a measurement id: without one it
  // is not shipped at all (it was ~1 KB gzip in main.js).
  clientModules: gaMeasurementId ? ['./src/clientModules/analytics.ts'] : [],
  ssrTemplate: pageTemplate,
  headTags: [
    // Google's opt-out flag under Do Not Track, set before gtag.js sends anything.
    ...(gaMeasurementId ? [{ tagName: 'script', attributes: {}, innerHTML: gtagOptOutSnippet(gaMeasurementId) }] : []),
  ],
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: false,
          breadcrumbs: true,
          beforeDefaultRemarkPlugins: [remarkDocsComponents],
        },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
        // The gtag plugin (production only) loads only with a measurement id.
        gtag: gaMeasurementId ? { trackingID: gaMeasurementId, anonymizeIP: true } : undefined,
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-css-cascade-layers', { layers: cssLayers }],
    // Docusaurus types a plugin's content as unknown, which a plugin with typed content cannot
    // satisfy (parameter variance), hence the cast.
    navigationPlugin as PluginModule,
    readerSettingsPlugin,
    demosPlugin,
    apiReferencePlugin as PluginModule,
    codeHighlightingPlugin,
    muiThemeVariablesPlugin,
    staticRenderingPlugin,
    routePrefetchPlugin,
    routeDataPlugin,
    docusaurusPatchesPlugin,
    externalLinksPlugin,
    searchIndexPlugin,
    markdownTwinsPlugin,
    translationsPlugin,
    [
      '@docusaurus/plugin-pwa',
      {
        // Offline mode for every reader, not only installed apps: what it costs is the app shell
        // (a few hundred KB, once per release); pages are cached only as they are visited.
        offlineModeActivationStrategies: ['always'],
        swRegister: `${__dirname}/src/sw/register.ts`,
        swCustom: `${__dirname}/src/sw/worker.mjs`,
        injectManifestConfig: {
          // The precache is the app shell only; skipping pages and the other locale up front keeps
          // workbox from hashing files it would drop.
          globIgnores: ['**/*.html', '**/*.json', 'zh/**'],
          manifestTransforms: [
            (entries: { url: string }[]) => ({ manifest: entries.filter((entry) => isAppShellFile(entry.url)) }),
          ],
        },
      },
    ],
  ],
  themeConfig: {
    image: 'img/social-card.svg',
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    navbar: {
      hideOnScroll: false,
      logo: { alt: 'MUI X home', src: 'img/logo.svg', href: '/introduction/', width: 32, height: 28 },
      items: [
        { type: 'custom-productIdentifier', position: 'left' },
        { type: 'custom-versionMenu', position: 'left' },
        { type: 'search', position: 'right' },
        { type: 'custom-settingsButton', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Products',
          items: [
            { label: 'Data Grid', to: '/react-data-grid/' },
            { label: 'Date and Time Pickers', to: '/react-date-pickers/' },
            { label: 'Charts', to: '/react-charts/' },
            { label: 'Tree View', to: '/react-tree-view/' },
          ],
        },
        {
          title: 'Project',
          items: [
            { label: 'Installation', to: '/introduction/installation/' },
            { label: 'Licensing', to: '/introduction/licensing/' },
            { label: 'Support', to: '/introduction/support/' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'GitHub', href: 'https://github.com/mui/mui-x' },
            { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/mui-x' },
          ],
        },
      ],
      copyright: `Documentation for MUI X v${DOCUMENTED_VERSION}. Written by the docs portal team; MUI X is MIT and commercially licensed by MUI.`,
    },
    prism: {
      // One theme for both modes; the colours are CSS (reader-settings plugin, codeThemeCss).
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: [...ADDITIONAL_LANGUAGES],
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    ...(algolia && { algolia }),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
