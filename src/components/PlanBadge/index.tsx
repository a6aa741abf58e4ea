import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import type { Plan } from '@site/src/lib/navigation';
import { useTranslate } from '@site/src/components/DocsProvider';
import styles from './styles.module.css';

const PLAN_ANCHORS: Readonly<Record<Plan, string>> = {
  pro: '/introduction/licensing/#pro-plan',
  premium: '/introduction/licensing/#premium-plan',
};

function PlanIcon({ plan }: { plan: Plan }) {
  // Our own marks: a rising chevron for Pro, a cut gem for Premium.
  return plan === 'pro' ? (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="15" height="15" rx="4" fill="currentColor" />
      <path
        d="M4 10.5 8 6l4 4.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 1.5h8l3.5 4.5L8 14.5.5 6z" fill="currentColor" />
      <path
        d="M.5 6h15M5.5 6 8 14.5 10.5 6M4 1.5 5.5 6 8 1.5l2.5 4.5L12 1.5"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="0.9"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface PlanBadgeProps {
  plan: Plan;
  /** Inside another link (sidebar item, table of contents) the badge must not be a link itself. */
  asLink?: boolean;
  className?: string;
}

export default function PlanBadge({ plan, asLink = true, className }: PlanBadgeProps) {
  const t = useTranslate();
  const label = t(plan === 'pro' ? 'plan.pro' : 'plan.premium');
  const classes = clsx(styles.badge, styles[plan], className);
  if (!asLink) {
    return (
      <span className={classes} role="img" aria-label={label} title={label}>
        <PlanIcon plan={plan} />
      </span>
    );
  }
  return (
    <Link to={PLAN_ANCHORS[plan]} className={classes} aria-label={label} title={label}>
      <PlanIcon plan={plan} />
    </Link>
  );
}

/** MDX shorthands for headings: `## Column pinning <ProBadge />`. The tag name survives into the TOC. */
export function ProBadge() {
  return <PlanBadge plan="pro" />;
}

export function PremiumBadge() {
  return <PlanBadge plan="premium" />;
}
