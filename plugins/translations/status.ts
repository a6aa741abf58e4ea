// What `npm run translations:status` and `translations:mark` work on: the state of every guide page
// in a translated locale, the English changes a stale translation has not followed yet, and the
// navigation and interface strings the locale still lacks. Node only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDocFiles } from '../docFiles';
import { SOURCE_HASH_KEY, translationState, type TranslationState } from '../../src/lib/translationState';
import { englishChangeDate, englishSourceHash, translatedDocsDir } from './sources';
import { readFrontMatterValue, withFrontMatterValue } from './frontMatterText';

export interface PageStatus {
  /** `react-data-grid/sorting.mdx`, relative to docs/ and to the locale's docs folder. */
  readonly page: string;
  readonly url: string;
  readonly state: TranslationState;
  /** `YYYY-MM-DD` of the English page's last change (stale pages). */
  readonly englishChanged?: string;
  /** The English changes since the translated text (stale pages whose translated version git still has). */
  readonly englishDiff?: string;
}

export interface MissingStrings {
  readonly sidebarLabels: readonly string[];
  readonly pageTitles: readonly string[];
  readonly siteStrings: readonly string[];
}

/** What every locale must translate besides the pages (computed from sidebars.ts and the string tables). */
export interface ExpectedStrings {
  readonly sidebarKeys: readonly string[];
  readonly titlePaths: readonly string[];
  readonly siteIds: readonly string[];
}

function git(siteDir: string, args: string[]): string {
  return execFileSync('git', args, { cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The diff of the English page from the version a translation recorded (found by its hash among the
 * page's committed versions) to the page as it is now; undefined when git has no such version.
 */
export function englishDiffSince(siteDir: string, englishFile: string, recordedHash: string): string | undefined {
  const relative = path.relative(siteDir, englishFile).split(path.sep).join('/');
  let commits: string[];
  try {
    commits = git(siteDir, ['log', '--format=%H', '--', relative]).split('\n').filter(Boolean);
  } catch {
    return undefined;
  }
  for (const commit of commits) {
    const source = git(siteDir, ['show', `${commit}:${relative}`]);
    if (englishSourceHash(source) !== recordedHash) continue;
    // --no-index would compare files; a commit against the working tree keeps the path readable.
    return git(siteDir, ['diff', '--no-color', commit, '--', relative]);
  }
  return undefined;
}

export async function pageStatuses(
  siteDir: string,
  locale: string,
  { withDiff = false }: { withDiff?: boolean } = {},
): Promise<PageStatus[]> {
  const docsDir = path.join(siteDir, 'docs');
  const translatedDir = translatedDocsDir(siteDir, locale);
  const docs = await readDocFiles(docsDir);
  return docs
    .map((doc): PageStatus => {
      const page = path.relative(docsDir, doc.file).split(path.sep).join('/');
      const translatedFile = path.join(translatedDir, page);
      const translated = existsSync(translatedFile);
      const recorded = translated
        ? readFrontMatterValue(readFileSync(translatedFile, 'utf8'), SOURCE_HASH_KEY)
        : undefined;
      const state = translationState(translated, recorded, englishSourceHash(doc.content));
      if (state !== 'stale') return { page, url: doc.pathname, state };
      const englishChanged = englishChangeDate(siteDir, doc.file);
      const englishDiff = withDiff && recorded ? englishDiffSince(siteDir, doc.file, recorded) : undefined;
      return { page, url: doc.pathname, state, englishChanged, ...(englishDiff ? { englishDiff } : {}) };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

type MessageFile = Record<string, { message?: string }>;

function readMessages(file: string): MessageFile {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MessageFile) : {};
}

/** A string counts as translated when the locale's file has it and it is not the English text left in place. */
function untranslated(
  ids: readonly string[],
  messages: MessageFile,
  isTranslated: (text: string) => boolean,
): string[] {
  return ids.filter((id) => !isTranslated(messages[id]?.message ?? ''));
}

const HAN = /\p{Script=Han}/u;

export function missingStrings(siteDir: string, locale: string, expected: ExpectedStrings): MissingStrings {
  const i18nDir = path.join(siteDir, 'i18n', locale);
  // Chinese text has Han characters; an entry without any is English that `write-translations` copied.
  const isChinese = (text: string) => HAN.test(text);
  return {
    sidebarLabels: untranslated(
      expected.sidebarKeys,
      readMessages(path.join(i18nDir, 'docusaurus-plugin-content-docs', 'current.json')),
      isChinese,
    ),
    pageTitles: untranslated(
      expected.titlePaths,
      readMessages(path.join(i18nDir, 'docs-navigation', 'page-titles.json')),
      isChinese,
    ),
    // Site strings may rightly be Latin (a prop name, "CSV"), so only a missing one counts.
    siteStrings: untranslated(expected.siteIds, readMessages(path.join(i18nDir, 'code.json')), (text) => text !== ''),
  };
}

/** `react-data-grid/sorting`, `docs/react-data-grid/sorting.mdx`, `/x/react-data-grid/sorting/` or the translated file's path. */
export function resolvePage(siteDir: string, locale: string, target: string): string {
  const docsDir = path.join(siteDir, 'docs');
  const translatedDir = translatedDocsDir(siteDir, locale);
  const absolute = path.resolve(siteDir, target);
  let page = target.replace(/^\/x\/(zh\/)?/, '').replace(/\/$/, '');
  for (const dir of [translatedDir, docsDir]) {
    if (absolute.startsWith(`${dir}${path.sep}`)) page = path.relative(dir, absolute).split(path.sep).join('/');
  }
  page = page.replace(/\.mdx?$/, '');
  for (const candidate of [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page || 'index'}.mdx`]) {
    if (existsSync(path.join(docsDir, candidate))) return candidate;
  }
  throw new Error(`No English page for "${target}" under docs/ (try react-data-grid/sorting).`);
}

/** Records that the translation of `page` translates the English text as it is now. */
export function markTranslated(siteDir: string, locale: string, page: string): { file: string; hash: string } {
  const file = path.join(translatedDocsDir(siteDir, locale), page);
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(siteDir, file)} does not exist: translate the page there first (copy docs/${page}).`,
    );
  }
  const hash = englishSourceHash(readFileSync(path.join(siteDir, 'docs', page), 'utf8'));
  writeFileSync(file, withFrontMatterValue(readFileSync(file, 'utf8'), SOURCE_HASH_KEY, hash));
  return { file, hash };
}
