import React from 'react';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import PlanBadge from '@site/src/components/PlanBadge';
import { useLocation } from '@docusaurus/router';
import { useTranslate } from '@site/src/components/DocsProvider';
import AdSlot from '@site/src/components/Ad';
import { isPlaygroundPath } from '@site/src/lib/navigation';
import PageActions from '@site/src/components/PageActions';
import type { PageInfo } from './usePageInfo';
import TranslationNote from './TranslationNote';

export default function PageHeader({ title, flags, isWip, translationNotice }: PageInfo) {
  const t = useTranslate();
  const { pathname } = useLocation();
  // Full-window playgrounds are demos, not reading: no ad and no page actions there.
  const playground = isPlaygroundPath(pathname);
  return (
    <header className="page-header">
      <Heading as="h1">
        {title}
        {flags.plan && <PlanBadge plan={flags.plan} className="page-title-badge" />}
      </Heading>
      {!playground && <PageActions />}
      {translationNotice && <TranslationNote notice={translationNotice} />}
      {isWip && (
        <Admonition type="note" title={t('page.wip')}>
          <p>{t('page.wipDetail')}</p>
        </Admonition>
      )}
      {flags.planned && (
        <Admonition type="info" title={t('page.planned')}>
          <p>{t('page.plannedDetail')}</p>
        </Admonition>
      )}
      {flags.unstable && (
        <Admonition type="caution" title={t('page.preview')}>
          <p>{t('page.previewDetail')}</p>
        </Admonition>
      )}
      {/* Below the title and notices, above the page's opening paragraphs. */}
      {!playground && <AdSlot />}
    </header>
  );
}
