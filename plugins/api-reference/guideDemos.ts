// Which guide pages use a component in their demos: read at build time from the demos' imports,
// so an API page's "Demos" section is always what the guides really show.
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { readDocFiles } from '../docFiles';

export interface GuideLink {
  readonly title: string;
  readonly path: string;
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
  for (const doc of await readDocFiles(docsDir)) {
    const demoImports = [...doc.content.matchAll(/from\s+['"](\.\/demos\/[\w-]+\.tsx)\?demo['"]/g)].map((m) => m[1]!);
    if (demoImports.length === 0) continue;
    const guide: GuideLink = { title: doc.title ?? doc.docId, path: doc.pathname };
    const used = new Set<string>();
    for (const demo of demoImports) {
      const source = await fs.readFile(path.resolve(path.dirname(doc.file), demo), 'utf8');
      muiXImportedNames(source).forEach((name) => apiNames.has(name) && used.add(name));
    }
    for (const name of used) (byComponent[name] ??= []).push(guide);
  }
  return byComponent;
}
