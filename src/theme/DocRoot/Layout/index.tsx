// Wrapped so playground pages render without the docs sidebar (see isPlaygroundPath).
import React, { type ComponentProps } from 'react';
import DocRootLayout from '@theme-original/DocRoot/Layout';
import { useLocation } from '@docusaurus/router';
import { isPlaygroundPath } from '@site/src/lib/navigation';

type Props = ComponentProps<typeof DocRootLayout>;

export default function DocRootLayoutWrapper(props: Props) {
  const { pathname } = useLocation();
  if (isPlaygroundPath(pathname)) return <>{props.children}</>;
  return <DocRootLayout {...props} />;
}
