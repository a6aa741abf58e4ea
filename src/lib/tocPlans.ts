// Headings mark their plan with <ProBadge /> or <PremiumBadge />. Docusaurus serializes a JSX
// element in a heading as `<Tag></Tag>` in the table of contents; this turns those tags into
// accessible badges (the TOC entry is already a link, so the badge is an image, not a link).
import type { Plan } from './navigation';

const BADGE_TAGS: ReadonlyArray<readonly [string, Plan]> = [
  ['ProBadge', 'pro'],
  ['PremiumBadge', 'premium'],
];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function decorateTocValue(value: string, labels: Readonly<Record<Plan, string>>): string {
  let result = value;
  for (const [tag, plan] of BADGE_TAGS) {
    const label = escapeAttribute(labels[plan]);
    result = result.replace(
      new RegExp(`<${tag}(?:\\s[^>]*)?>\\s*</${tag}>`, 'g'),
      `<span class="toc-plan-badge toc-plan-badge--${plan}" role="img" aria-label="${label}" title="${label}"></span>`,
    );
  }
  return result;
}
