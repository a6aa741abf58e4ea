// Relative links between pages of a translated locale. Docusaurus resolves `./sorting.mdx` only
// next to the file that links it, so in the zh build an untranslated page (read from docs/) cannot
// reach a translated one (read from i18n/zh/…/current/), nor the reverse. This hook of
// `markdown.hooks.onBrokenMarkdownLinks` looks for the target in the other folder and links the
// locale's page; a link that is broken in both folders still fails the build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docIdToPathname } from '../../src/lib/navigation';
import { translatedDocsDir } from './sources';

export interface BrokenMarkdownLink {
  /** The linking file, as Docusaurus reports it (relative to the working directory, or absolute). */
  readonly sourceFilePath: string;
  /** The link as written: `./sorting.mdx#multi-sorting`. */
  readonly url: string;
}

/** The URL of the locale's page a relative link means, or undefined when no folder has its target. */
export function resolveAcrossLocaleFolders(
  link: BrokenMarkdownLink,
  options: { siteDir: string; locale: string; localeBaseUrl: string },
): string | undefined {
  const docsDir = path.join(options.siteDir, 'docs');
  const translatedDir = translatedDocsDir(options.siteDir, options.locale);
  const source = path.resolve(options.siteDir, link.sourceFilePath);
  const root = [docsDir, translatedDir].find((dir) => source.startsWith(`${dir}${path.sep}`));
  const match = /^([^?#]*)([?#].*)?$/.exec(link.url);
  if (!root || !match || !/\.mdx?$/.test(match[1]!) || /^[a-z]+:/i.test(match[1]!)) return undefined;
  const relativeTarget = path.relative(root, path.resolve(path.dirname(source), decodeURIComponent(match[1]!)));
  if (relativeTarget.startsWith('..')) return undefined;
  if (![docsDir, translatedDir].some((dir) => existsSync(path.join(dir, relativeTarget)))) return undefined;
  const docId = relativeTarget
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  // docIdToPathname gives `/x/<path>/`; the locale's pages live under its own base URL.
  const pathname = docIdToPathname(docId).replace(/^\/x\//, options.localeBaseUrl);
  return `${pathname}${match[2] ?? ''}`;
}

export function brokenMarkdownLinkHook(options: {
  siteDir: string;
  /** Read when a link breaks: Docusaurus names the locale it builds in the environment. */
  currentLocale: () => string | undefined;
  defaultLocale: string;
}) {
  const { siteDir, currentLocale, defaultLocale } = options;
  return (link: BrokenMarkdownLink): string => {
    const locale = currentLocale();
    const resolved =
      locale && locale !== defaultLocale
        ? resolveAcrossLocaleFolders(link, { siteDir, locale, localeBaseUrl: `/x/${locale}/` })
        : undefined;
    if (resolved) return resolved;
    throw new Error(
      `Markdown link with URL ${link.url} in source file ${link.sourceFilePath} couldn't be resolved: no page has that path.`,
    );
  };
}
