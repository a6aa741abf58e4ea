// Wrapped to draw plan badges and New / Planned / Preview chips after the label, from the
// entry's customProps in sidebars.ts.
import React, { type ComponentProps } from 'react';
import Original from '@theme-original/DocSidebarItem/Category';
import { decorateSidebarItem } from '@site/src/components/SidebarLabel';

export default function DocSidebarItemCategoryWrapper(props: ComponentProps<typeof Original>) {
  return <Original {...props} item={decorateSidebarItem(props.item)} />;
}
