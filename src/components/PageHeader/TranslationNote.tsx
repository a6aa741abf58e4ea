import React from 'react';
import Admonition from '@theme/Admonition';
import type { TranslationNotice } from '@site/src/lib/translationState';

/**
 * Says, in the page's language, that the page is not translated or that its English source changed
 * since. Its texts come with the page's front matter (written by the build), so it renders on the
 * server and nothing moves when scripts load. Plain links: both targets live outside the locale
 * (the English page, the translating guide), where Docusaurus's Link would add the locale prefix.
 */
export default function TranslationNote({ notice }: { notice: TranslationNotice }) {
  return (
    <Admonition type={notice.state === 'stale' ? 'caution' : 'note'} title={notice.title} className="translation-note">
      <p>
        {notice.detail}{' '}
        <a href={notice.englishUrl} hrefLang="en">
          {notice.englishLabel}
        </a>
        {' · '}
        <a href={notice.howToUrl}>{notice.howToLabel}</a>
      </p>
    </Admonition>
  );
}
