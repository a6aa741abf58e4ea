// Layout is wrapped for two reasons: its children are the highest point inside Docusaurus's
// colour-mode provider (so the reader-settings bridge is mounted there), and playground pages take
// the whole window, without navbar or footer.
import React, { type ComponentProps } from 'react';
import Layout from '@theme-original/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import { useLocation } from '@docusaurus/router';
import { isPlaygroundPath } from '@site/src/lib/navigation';
import ReaderSettingsBridge from '@site/src/components/ReaderSettings/ReaderSettingsBridge';

type Props = ComponentProps<typeof Layout>;

export default function LayoutWrapper({ children, ...props }: Props) {
  const { pathname } = useLocation();
  if (isPlaygroundPath(pathname)) {
    return (
      <LayoutProvider>
        <ReaderSettingsBridge />
        <main className="playground-main">{children}</main>
      </LayoutProvider>
    );
  }
  return (
    <Layout {...props}>
      <ReaderSettingsBridge />
      {children}
    </Layout>
  );
}
