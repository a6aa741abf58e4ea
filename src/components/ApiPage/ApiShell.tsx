import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import { HtmlClassNameProvider, PageMetadata, ThemeClassNames } from '@docusaurus/theme-common';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

/** The docs layout (navbar, sidebar, footer) around a page that is not a doc. */
export default function ApiShell(props: {
  title: string;
  description: string;
  sidebar: PropSidebar;
  children: ReactNode;
}) {
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, 'api-page')}>
      <PageMetadata title={props.title} description={props.description} />
      <MarkdownTwinLink />
      <Layout>
        <DocsSidebarProvider name="docs" items={props.sidebar}>
          <DocRootLayout>{props.children}</DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
