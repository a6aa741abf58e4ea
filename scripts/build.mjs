// `npm run build`: one `docusaurus build --locale X` process per locale, default locale first (its
// build empties build/, the others write build/<locale>/). Docusaurus builds all locales in one
// process and the memory of the first stays in the heap while the next builds: one process each
// keeps the peak at that of the largest locale. Extra arguments go to every build.
import { spawnSync } from 'node:child_process';
import { DEFAULT_LOCALE, requestedLocales } from '../src/lib/locales.mjs';
import { unparsableScripts } from './checkChunks.mjs';

const locales = requestedLocales(process.env.DOCS_LOCALES);
const ordered = [...locales.filter((l) => l === DEFAULT_LOCALE), ...locales.filter((l) => l !== DEFAULT_LOCALE)];

for (const locale of ordered) {
  const { status, signal } = spawnSync('npx', ['docusaurus', 'build', '--locale', locale, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`Build of locale ${locale} failed (${signal ?? `exit ${status}`}).`);
    process.exit(status || 1);
  }
}

const broken = unparsableScripts('build/assets/js').concat(
  ordered.filter((l) => l !== DEFAULT_LOCALE).flatMap((l) => unparsableScripts(`build/${l}/assets/js`)),
);
if (broken.length > 0) {
  console.error(`The build wrote ${broken.length} scripts that do not parse:\n${broken.join('\n')}`);
  process.exit(1);
}
