// Wrapped to put the page feedback form at the foot of every guide, after the content and before
// the previous/next links. Keyed by path so a client-side navigation starts a fresh form.
import React, { type ComponentProps } from 'react';
import DocItemFooter from '@theme-original/DocItem/Footer';
import { useLocation } from '@docusaurus/router';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = ComponentProps<typeof DocItemFooter>;

export default function DocItemFooterWrapper(props: Props) {
  const { pathname } = useLocation();
  return (
    <>
      <DocItemFooter {...props} />
      <PageFeedback key={pathname} />
    </>
  );
}
