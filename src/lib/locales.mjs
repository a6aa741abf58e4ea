// @ts-check
// The site's locales, shared by docusaurus.config.ts and scripts/build.mjs (plain ESM so both can
// load it). Quick local checks can build one locale: DOCS_LOCALES=en npm run build
export const DEFAULT_LOCALE = 'en';
export const SITE_LOCALES = ['en', 'zh'];

/**
 * The locales to build or serve: DOCS_LOCALES when set, otherwise all of them.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function requestedLocales(value) {
  const requested =
    value
      ?.split(',')
      .map((locale) => locale.trim())
      .filter(Boolean) ?? [];
  return requested.length > 0 ? requested : SITE_LOCALES;
}
