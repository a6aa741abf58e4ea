// Where a translated locale keeps its pages, and how the English page they translate is identified
// (a hash of its source) and dated (its last commit). Node only: the build's front matter hook and
// scripts/translations.mjs read it.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The folder of a locale's translated docs, as Docusaurus expects it. */
export function translatedDocsDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

/** Sixteen hex digits of the SHA-256 of the English source, line endings made uniform. */
export function englishSourceHash(source: string): string {
  return createHash('sha256').update(source.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
}

/** `YYYY-MM-DD` of the English page's last change: its last commit, or its file date when uncommitted. */
export function englishChangeDate(siteDir: string, englishFile: string): string {
  try {
    const dirty = execFileSync('git', ['status', '--porcelain', '--', englishFile], { cwd: siteDir, encoding: 'utf8' });
    if (!dirty.trim()) {
      const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', englishFile], {
        cwd: siteDir,
        encoding: 'utf8',
      }).trim();
      if (date) return date;
    }
  } catch {
    // Not a git checkout (a source archive): the file date is the best there is.
  }
  return statSync(englishFile).mtime.toISOString().slice(0, 10);
}

export interface DocSourceInfo {
  /** `react-data-grid/sorting.mdx`, relative to docs/ (and to the locale's folder). */
  readonly relative: string;
  readonly englishFile: string;
  /** Whether the file being built is the locale's own translation. */
  readonly translated: boolean;
}

/**
 * For a doc file Docusaurus builds in a translated locale: which English page it stands for, and
 * whether it is a translation (under i18n/<locale>/…) or the English file itself (no translation).
 * Undefined for files that are no guide pages (partials, other plugins).
 */
export function docSourceInfo(siteDir: string, locale: string, filePath: string): DocSourceInfo | undefined {
  const docsDir = path.join(siteDir, 'docs');
  const translatedDir = translatedDocsDir(siteDir, locale);
  for (const [dir, translated] of [
    [translatedDir, true],
    [docsDir, false],
  ] as const) {
    const relative = path.relative(dir, filePath);
    if (relative.startsWith('..') || path.isAbsolute(relative) || !/\.mdx?$/.test(relative)) continue;
    const englishFile = path.join(docsDir, relative);
    if (!existsSync(englishFile)) return undefined;
    return { relative: relative.split(path.sep).join('/'), englishFile, translated };
  }
  return undefined;
}

export function readEnglishSource(info: DocSourceInfo): string {
  return readFileSync(info.englishFile, 'utf8');
}
