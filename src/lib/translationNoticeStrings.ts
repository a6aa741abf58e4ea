// The notice a page of a translated locale shows when its translation is missing or out of date, in
// English. The build writes the locale's text (i18n/<locale>/code.json, `site.<key>`) into the page's
// front matter (plugins/translations/frontMatter.ts), so no page carries these strings in its scripts.

export const TRANSLATION_NOTICE_STRINGS = {
  'translation.untranslated.title': 'This page is not translated yet',
  'translation.untranslated.detail': 'It is shown in English.',
  'translation.stale.title': 'The English page changed after this translation',
  'translation.stale.detail': 'The English page was last changed on {date}; this translation may be out of date.',
  'translation.readEnglish': 'Read the English page',
  'translation.howTo': 'Help translate it',
} as const;

export type TranslationNoticeStringKey = keyof typeof TRANSLATION_NOTICE_STRINGS;
