// Extends the MDX component map by the plan badges used in headings; nothing else is replaced.
import MDXComponents from '@theme-original/MDXComponents';
import { PremiumBadge, ProBadge } from '@site/src/components/PlanBadge';

export default {
  ...MDXComponents,
  ProBadge,
  PremiumBadge,
};
