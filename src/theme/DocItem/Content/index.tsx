// Ejected rather than wrapped: the synthetic H1 is built inside this component, and the page header
// (translated title, plan badge, work-in-progress and planned notices) has to replace it.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import MDXContent from '@theme/MDXContent';
import PageHeader from '@site/src/components/PageHeader';
import { usePageInfo } from '@site/src/components/PageHeader/usePageInfo';

export default function DocItemContent({ children }: { children: ReactNode }) {
  const { frontMatter, contentTitle } = useDoc();
  const page = usePageInfo();
  const showHeader = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {showHeader && <PageHeader {...page} />}
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
