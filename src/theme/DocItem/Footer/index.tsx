// The page feedback form at the foot of every guide, after the content and before the
// previous/next links; keyed by path so a client-side navigation starts a fresh form. The theme's
// own footer (tags, edit link, last update) is not rendered: the site has none of the three, and
// the route-data plugin fails the build if a doc gets one (plugins/route-data/transform.ts).
import React from 'react';
import { useLocation } from '@docusaurus/router';
import PageFeedback from '@site/src/components/PageFeedback';

export default function DocItemFooter() {
  const { pathname } = useLocation();
  return <PageFeedback key={pathname} />;
}
