// Which guide pages use a component in their demos: read at build time from the demos' imports,
// so an API page's "Demos" section is always what the guides really show.
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { docIdToPathname } from '../../src/lib/navigation';

export interface GuideLink {
  readonly title: string;
  readonly path: string;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'demos' ? [] : markdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Names imported from @mui/x-* packages by a demo source. */
export function muiXImportedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mui\/x-[\w-]+(?:\/[\w-]+)*['"]/g,
  )) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

export async function findGuideDemos(
  docsDir: string,
  apiNames: ReadonlySet<string>,
): Promise<Record<string, GuideLink[]>> {
  const byComponent: Record<string, GuideLink[]> = {};
  for (const file of await markdownFiles(docsDir)) {
    const fileContent = await fs.readFile(file, 'utf8');
    const demoImports = [...fileContent.matchAll(/from\s+['"](\.\/demos\/[\w-]+\.tsx)\?demo['"]/g)].map((m) => m[1]!);
    if (demoImports.length === 0) continue;
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent });
    const docId = path
      .relative(docsDir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '');
    const guide: GuideLink = { title: String(frontMatter.title ?? docId), path: docIdToPathname(docId) };
    const used = new Set<string>();
    for (const demo of demoImports) {
      const source = await fs.readFile(path.resolve(path.dirname(file), demo), 'utf8');
      muiXImportedNames(source).forEach((name) => apiNames.has(name) && used.add(name));
    }
    for (const name of used) (byComponent[name] ??= []).push(guide);
  }
  return byComponent;
}
