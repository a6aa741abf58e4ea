// The translators' commands (README, "Translating"):
//   npm run translations:status [-- --locale zh] [--json] [--no-diff]
//     every guide page as translated and current, stale (with the date and, unless --no-diff, the
//     English diff since the translation) or untranslated, then the navigation and interface
//     strings the locale lacks. --json prints the whole report for tools.
//   npm run translations:mark -- <page>... [--locale zh]
//     records that each page's translation matches its English source as it is now (the
//     `source_hash` front matter key). Pages: react-data-grid/sorting, /x/react-data-grid/sorting/,
//     docs/react-data-grid/sorting.mdx or the translated file's path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url), { alias: { '@site': root } });
/** @type {typeof import('../plugins/translations/status')} */
const { pageStatuses, missingStrings, resolvePage, markTranslated } = jiti('../plugins/translations/status.ts');

const [command = 'status', ...rest] = process.argv.slice(2);
const localeIndex = rest.indexOf('--locale');
const locale = localeIndex >= 0 ? rest[localeIndex + 1] : 'zh';
const args = rest.filter((arg, index) => !arg.startsWith('--') && (localeIndex < 0 || index !== localeIndex + 1));

function fail(message) {
  console.error(`translations: ${message}`);
  process.exit(1);
}

async function status() {
  /** @type {typeof import('../plugins/translations/expected')} */
  const { sidebarLabelKeys, navPagePaths } = jiti('../plugins/translations/expected.ts');
  const { SITE_STRING_IDS } = jiti('../src/lib/siteStrings.ts');
  const { default: sidebars } = jiti('../sidebars.ts');
  const pages = await pageStatuses(root, locale, { withDiff: !rest.includes('--no-diff') });
  const missing = missingStrings(root, locale, {
    sidebarKeys: sidebarLabelKeys(sidebars.docs),
    titlePaths: navPagePaths(sidebars.docs),
    siteIds: SITE_STRING_IDS,
  });
  const count = (state) => pages.filter((page) => page.state === state).length;
  const counts = { current: count('current'), stale: count('stale'), untranslated: count('untranslated') };
  if (rest.includes('--json')) {
    console.log(JSON.stringify({ locale, counts, pages, missing }, null, 2));
    return;
  }
  for (const page of pages) {
    const note = page.state === 'stale' ? ` (English changed ${page.englishChanged})` : '';
    console.log(`${page.state.padEnd(12)} ${page.page}${note}`);
  }
  for (const page of pages.filter((entry) => entry.englishDiff)) {
    console.log(`\n=== English changes since the translation of ${page.page} ===\n${page.englishDiff}`);
  }
  console.log(
    `\n${locale}: ${counts.current} current, ${counts.stale} stale, ${counts.untranslated} untranslated of ${pages.length} pages`,
  );
  const lists = [
    [`sidebar labels (i18n/${locale}/docusaurus-plugin-content-docs/current.json)`, missing.sidebarLabels],
    [`page titles (i18n/${locale}/docs-navigation/page-titles.json)`, missing.pageTitles],
    [`interface strings (i18n/${locale}/code.json)`, missing.siteStrings],
  ];
  for (const [what, ids] of lists) {
    console.log(`missing ${what}: ${ids.length ? `\n  ${ids.join('\n  ')}` : 'none'}`);
  }
}

function mark() {
  if (args.length === 0) fail('name the pages to mark, e.g. npm run translations:mark -- react-data-grid/sorting');
  for (const target of args) {
    try {
      const { file, hash } = markTranslated(root, locale, resolvePage(root, locale, target));
      console.log(`${path.relative(root, file)}: source_hash ${hash}`);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
  }
}

if (command === 'status') await status();
else if (command === 'mark') mark();
else fail(`unknown command "${command}" (status or mark)`);
