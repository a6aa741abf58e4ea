// Links to other sites are listed after each build, never fetched: the build and the tests must not
// depend on the network. Internal links and anchors are checked by Docusaurus itself
// (onBrokenLinks / onBrokenAnchors: 'throw').
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { externalLinks } from './collect';

export default function externalLinksPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-external-links',
    async postBuild({ outDir, routesPaths, i18n }) {
      const pages = await Promise.all(
        [...new Set(routesPaths)].map(async (route) => {
          const file = path.join(outDir, route.slice(context.baseUrl.length), 'index.html');
          const html = await fs.readFile(file, 'utf8').catch(() => '');
          return { route, html };
        }),
      );
      const listing = externalLinks(pages, new URL(context.siteConfig.url).origin);
      const report = path.join(context.generatedFilesDir, `external-links-${i18n.currentLocale}.json`);
      await fs.writeFile(report, `${JSON.stringify(listing, null, 2)}\n`);
      console.info(
        `[external links] ${Object.keys(listing).length} external URLs on ${pages.length} pages (${i18n.currentLocale}), listed in ${path.relative(context.siteDir, report)}; not fetched.`,
      );
    },
  };
}
