// Memoized so that a navigation renders only the sidebar entries it changes. Every entry is given
// the active path, so without this each click re-rendered the whole sidebar (775 React elements
// on the Data Grid sidebar). An entry that holds neither the page being left nor the next one
// renders the same for both paths and is skipped; its links still follow the router themselves.
import { memo, type ComponentProps } from 'react';
import Original from '@theme-original/DocSidebarItem';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';

type Props = ComponentProps<typeof Original>;

function rendersTheSame(previous: Props, next: Props): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof Props)[]);
  for (const key of keys) {
    if (key !== 'activePath' && previous[key] !== next[key]) return false;
  }
  return (
    previous.activePath === next.activePath ||
    (!isActiveSidebarItem(next.item, previous.activePath) && !isActiveSidebarItem(next.item, next.activePath))
  );
}

export default memo(Original, rendersTheSame);
