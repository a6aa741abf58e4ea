// The front matter hook of the build (docusaurus.config.ts, markdown.parseFrontMatter): in a
// translated locale, a page whose translation is missing or older than its English source gets a
// `translation_notice` with the text to show, in the locale's language. The page header renders it
// on the server, so the note costs no script and moves nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docIdToPathname } from '../../src/lib/navigation';
import { interpolate, translateFrom } from '../../src/lib/translations';
import {
  NOTICE_KEY,
  SOURCE_HASH_KEY,
  noticeKind,
  translationState,
  type TranslationNotice,
} from '../../src/lib/translationState';
import { TRANSLATION_NOTICE_STRINGS, type TranslationNoticeStringKey } from '../../src/lib/translationNoticeStrings';
import { docSourceInfo, englishChangeDate, englishSourceHash, readEnglishSource } from './sources';

/** Where the translating guide is served: the README's "Translating" section, written by the build. */
export const TRANSLATING_GUIDE_PATH = '/x/translating.md';

const messagesByLocale = new Map<string, Record<string, string>>();

function localeMessages(siteDir: string, locale: string): Record<string, string> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    const file = path.join(siteDir, 'i18n', locale, 'code.json');
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>;
    messages = Object.fromEntries(Object.entries(json).map(([id, entry]) => [id, entry.message]));
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

export function withTranslationNotice(
  frontMatter: Record<string, unknown>,
  options: { siteDir: string; locale: string | undefined; defaultLocale: string; filePath: string },
): Record<string, unknown> {
  const { siteDir, locale, defaultLocale, filePath } = options;
  if (!locale || locale === defaultLocale) return frontMatter;
  const info = docSourceInfo(siteDir, locale, filePath);
  if (!info) return frontMatter;
  const state = translationState(
    info.translated,
    frontMatter[SOURCE_HASH_KEY],
    englishSourceHash(readEnglishSource(info)),
  );
  const notice = noticeKind(state, state === 'stale' ? englishChangeDate(siteDir, info.englishFile) : undefined);
  if (!notice) return frontMatter;
  const messages = localeMessages(siteDir, locale);
  const text = (key: TranslationNoticeStringKey, values: Record<string, string> = {}) =>
    interpolate(translateFrom(TRANSLATION_NOTICE_STRINGS, key, locale, messages) ?? '', values);
  const rendered: TranslationNotice = {
    ...notice,
    title: text(`translation.${notice.state}.title`),
    detail: text(`translation.${notice.state}.detail`, { date: notice.englishChanged ?? '' }),
    englishLabel: text('translation.readEnglish'),
    englishUrl: docIdToPathname(info.relative.replace(/\.mdx?$/, '')),
    howToLabel: text('translation.howTo'),
    howToUrl: TRANSLATING_GUIDE_PATH,
  };
  return { ...frontMatter, [NOTICE_KEY]: rendered };
}
