// The desktop sidebar stays mounted on a phone. The classic theme unmounts it once the window is
// known to be narrow, right after hydration: taking a few hundred elements out of the page as one
// commit, a long task on every first load on a phone, for an element the theme's CSS already hides
// below its breakpoint (the sidebar container is `display: none` there). Kept, it costs nothing and
// nothing in it can be focused or read. The phone's own menu is added as before.
import React from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';

export default function DocSidebar(props: Props) {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
