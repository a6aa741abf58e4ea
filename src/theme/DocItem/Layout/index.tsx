// Wrapped so playground pages show only their content: no breadcrumbs, TOC or paginator.
import React, { type ComponentProps } from 'react';
import DocItemLayout from '@theme-original/DocItem/Layout';
import DocItemContent from '@theme/DocItem/Content';
import { useLocation } from '@docusaurus/router';
import { isPlaygroundPath } from '@site/src/lib/navigation';

type Props = ComponentProps<typeof DocItemLayout>;

export default function DocItemLayoutWrapper(props: Props) {
  const { pathname } = useLocation();
  if (isPlaygroundPath(pathname)) {
    return (
      <article className="playground-article">
        <DocItemContent>{props.children}</DocItemContent>
      </article>
    );
  }
  return <DocItemLayout {...props} />;
}
