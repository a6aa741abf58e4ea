// Whether a page of a translated locale says what its English source says today. A translated page
// records the hash of the English text it translates (`source_hash` in its front matter, written by
// `npm run translations:mark`); a different hash now means the English page changed since.

export type TranslationState = 'current' | 'stale' | 'untranslated';

/** What the page header shows on a page whose translation is missing or stale, in the page's language. */
export interface TranslationNotice {
  readonly state: 'stale' | 'untranslated';
  /** `YYYY-MM-DD`: when the English page last changed (stale pages only). */
  readonly englishChanged?: string;
  readonly title: string;
  readonly detail: string;
  readonly englishLabel: string;
  /** The English page, `/x/react-data-grid/sorting/`. */
  readonly englishUrl: string;
  readonly howToLabel: string;
  readonly howToUrl: string;
}

/** The front matter key where a translation records the hash of its English source. */
export const SOURCE_HASH_KEY = 'source_hash';
/** The front matter key the build adds to a page whose translation is missing or stale. */
export const NOTICE_KEY = 'translation_notice';

export function translationState(translated: boolean, recordedHash: unknown, englishHash: string): TranslationState {
  if (!translated) return 'untranslated';
  return recordedHash === englishHash ? 'current' : 'stale';
}

/** Whether a page needs a notice, and with which date, before its texts are chosen. */
export function noticeKind(
  state: TranslationState,
  englishChanged?: string,
): Pick<TranslationNotice, 'state' | 'englishChanged'> | undefined {
  if (state === 'current') return undefined;
  return state === 'stale' ? { state, englishChanged } : { state };
}

/** The notice a doc's front matter carries, if it has a well-formed one. */
export function readTranslationNotice(frontMatter: Record<string, unknown>): TranslationNotice | undefined {
  const notice = frontMatter[NOTICE_KEY] as Partial<TranslationNotice> | undefined;
  if (notice?.state !== 'stale' && notice?.state !== 'untranslated') return undefined;
  if (typeof notice.title !== 'string' || typeof notice.englishUrl !== 'string') return undefined;
  return notice as TranslationNotice;
}
