import React from 'react';
import type { NavFlags } from '@site/src/lib/navigation';
import PlanBadge from '@site/src/components/PlanBadge';
import FlagChip from '@site/src/components/FlagChip';

/** A sidebar label with its plan badge and chips. The badge is not a link: the item already is. */
export default function SidebarLabel({ label, flags }: { label: string; flags: NavFlags }) {
  return (
    <>
      {label}
      {flags.plan && <PlanBadge plan={flags.plan} asLink={false} />}
      {flags.newFeature && <FlagChip flag="new" />}
      {flags.planned && <FlagChip flag="planned" />}
      {flags.unstable && <FlagChip flag="preview" />}
    </>
  );
}

function hasDecorations(flags: NavFlags | undefined): flags is NavFlags {
  return Boolean(flags && (flags.plan || flags.newFeature || flags.planned || flags.unstable));
}

/**
 * The item with its label replaced by the decorated label. The theme renders the label as a React
 * child, so a node is safe here although the item type says string.
 */
export function decorateSidebarItem<T extends { label: string; customProps?: Record<string, unknown> }>(item: T): T {
  const flags = item.customProps as NavFlags | undefined;
  if (!hasDecorations(flags)) return item;
  const label = (<SidebarLabel label={item.label} flags={flags} />) as unknown as string;
  return { ...item, label };
}
