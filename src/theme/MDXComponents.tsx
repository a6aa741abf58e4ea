// Extends the MDX component map by the plan badges used in headings and <Demo>; nothing else is replaced.
import MDXComponents from '@theme-original/MDXComponents';
import { PremiumBadge, ProBadge } from '@site/src/components/PlanBadge';
import Demo from '@site/src/components/Demo';

export default {
  ...MDXComponents,
  ProBadge,
  PremiumBadge,
  Demo,
};
