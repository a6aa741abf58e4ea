// Layout is wrapped for three reasons: its children are the highest point inside Docusaurus's
// colour-mode provider (so the reader-settings bridge is mounted there), playground pages take
// the whole window, without navbar or footer, and the first frame waits for the end of the
// content (the marker after it, see src/lib/firstRender.ts).
import React, { type ComponentProps } from 'react';
import Layout from '@theme-original/Layout';
import LayoutProvider from '@theme/Layout/Provider';
import { useLocation } from '@docusaurus/router';
import { isPlaygroundPath } from '@site/src/lib/navigation';
import ReaderSettingsBridge from '@site/src/components/ReaderSettings/ReaderSettingsBridge';
import { LAYOUT_END_ID } from '@site/src/lib/firstRender';

type Props = ComponentProps<typeof Layout>;

const layoutEnd = <span id={LAYOUT_END_ID} hidden />;

export default function LayoutWrapper({ children, ...props }: Props) {
  const { pathname } = useLocation();
  if (isPlaygroundPath(pathname)) {
    return (
      <LayoutProvider>
        <ReaderSettingsBridge />
        <main className="playground-main">{children}</main>
        {layoutEnd}
      </LayoutProvider>
    );
  }
  return (
    <Layout {...props}>
      <ReaderSettingsBridge />
      {children}
      {layoutEnd}
    </Layout>
  );
}
