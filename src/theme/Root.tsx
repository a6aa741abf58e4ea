// Root exists to put the docs context and the MUI providers above every page. The colour-mode
// bridge lives in Layout: Docusaurus's colour-mode provider is not available this high up.
import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DocsProvider } from '@site/src/components/DocsProvider';
import MuiProviders from '@site/src/components/MuiProviders';

export default function Root({ children }: { children: ReactNode }) {
  const { i18n } = useDocusaurusContext();
  return (
    <DocsProvider>
      <MuiProviders language={i18n.currentLocale}>{children}</MuiProviders>
    </DocsProvider>
  );
}
