// The phone menu is built the first time it opens, not while the page loads. The classic theme
// renders it (with the whole docs sidebar inside) as soon as the window is narrow, which on a phone
// meant building a second copy of the sidebar in the middle of hydration, for a menu most readers
// never open. Once built it stays, so later openings keep their slide-in animation.
import React, { useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

export default function MobileSidebarWhenOpened() {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  // Derived state, set during render: the menu appears in the same commit as the toggle.
  if (shown && !opened) setOpened(true);
  return opened ? <MobileSidebar /> : null;
}
