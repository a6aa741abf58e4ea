// The guide files under docs/, read once the way both local plugins need them: path, doc id, URL,
// front-matter title and source text.
import path from 'node:path';
import { promises as fs } from 'node:fs';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { docIdToPathname } from '../src/lib/navigation';

export interface DocFile {
  readonly file: string;
  /** `react-data-grid/sorting`; `react-data-grid/index` for a folder's overview. */
  readonly docId: string;
  /** `/x/react-data-grid/sorting/` */
  readonly pathname: string;
  readonly title?: string;
  readonly content: string;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      // Demo folders hold TSX, never pages; `_` files are partials, as Docusaurus treats them.
      if (entry.isDirectory()) return entry.name === 'demos' ? [] : markdownFiles(full);
      return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [full] : [];
    }),
  );
  return nested.flat();
}

export async function readDocFiles(docsDir: string): Promise<DocFile[]> {
  return Promise.all(
    (await markdownFiles(docsDir)).map(async (file) => {
      const content = await fs.readFile(file, 'utf8');
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: content });
      const docId = path
        .relative(docsDir, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      const title = typeof frontMatter.title === 'string' ? frontMatter.title : undefined;
      return { file, docId, pathname: docIdToPathname(docId), title, content };
    }),
  );
}
