// Serves the README's "Translating" section as /x/translating.md, the page a translated locale's
// notices link to ("Help translate it"): the workflow lives in one place, the README, and readers of
// the built site reach it without a repository.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { markdownSection } from './readmeSection';

export default function translationsPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-translations',
    async postBuild({ outDir, i18n }) {
      // The English build owns the site root; a zh build's outDir is its own subfolder.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const readme = await fs.readFile(path.join(context.siteDir, 'README.md'), 'utf8');
      const section = markdownSection(readme, 'Translating');
      if (!section) throw new Error('README.md has no "## Translating" section, which /x/translating.md serves.');
      await fs.writeFile(path.join(outDir, 'translating.md'), section);
    },
  };
}
