// `npm run docs:coverage`: how much of each component's API the guide pages explain. For every
// product, the share of its components' own props (those on their API pages, less children,
// className, sx, classes, style and deprecated props) that a guide page of the product names in its
// prose, then each component with the props no guide names yet.
//   --summary       one line per product (what CI prints)
//   --product <id>  data-grid, date-pickers, charts or tree-view only
//   --json          the whole report as JSON
// The API data comes from the installed packages' types (cached in node_modules/.cache, as the build
// does); the guides from docs/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
/** @type {typeof import('../plugins/api-reference/load')} */
const { loadPages } = jiti('../plugins/api-reference/load.ts');
/** @type {typeof import('../plugins/docFiles')} */
const { readDocFiles } = jiti('../plugins/docFiles.ts');
/** @type {typeof import('../plugins/api-reference/guideSections')} */
const { mentionedNames } = jiti('../plugins/api-reference/guideSections.ts');
/** @type {typeof import('../src/lib/docsCoverage')} */
const { docsCoverage, guideProduct, percent } = jiti('../src/lib/docsCoverage.ts');

const args = process.argv.slice(2);
const productIndex = args.indexOf('--product');
const onlyProduct = productIndex >= 0 ? args[productIndex + 1] : undefined;

const { pages } = await loadPages(root);
/** @type {Map<import('../src/lib/apiReference').ApiProduct, Set<string>>} */
const mentions = new Map();
for (const doc of await readDocFiles(path.join(root, 'docs'))) {
  const product = guideProduct(doc.docId);
  if (!product) continue;
  const names = mentions.get(product) ?? new Set();
  for (const name of mentionedNames(doc.content)) names.add(name);
  mentions.set(product, names);
}

const report = docsCoverage(pages, mentions).filter((entry) => !onlyProduct || entry.product === onlyProduct);
if (onlyProduct && report.length === 0) {
  console.error(`Unknown product "${onlyProduct}": use data-grid, date-pickers, charts or tree-view.`);
  process.exit(2);
}
if (args.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(
    'Props the guides explain (component API pages, less children, className, sx, classes, style, deprecated):',
  );
  for (const entry of report) {
    console.log(
      `${entry.product.padEnd(13)} ${percent(entry.explained, entry.total).padStart(6)}  ${entry.explained} of ${entry.total} props`,
    );
    if (args.includes('--summary')) continue;
    for (const component of entry.components) {
      if (component.missing.length === 0) continue;
      console.log(
        `  ${component.name} ${percent(component.explained, component.total)} (${component.explained}/${component.total}), not explained: ${component.missing.join(', ')}`,
      );
    }
  }
}
