// Extends the MDX component map by the plan badges used in headings, <Demo> and <ApiLink>; nothing
// else is replaced.
import MDXComponents from '@theme-original/MDXComponents';
import { PremiumBadge, ProBadge } from '@site/src/components/PlanBadge';
import Demo from '@site/src/components/Demo';
import ApiLink from '@site/src/components/ApiPage/ApiLink';

export default {
  ...MDXComponents,
  ProBadge,
  PremiumBadge,
  Demo,
  ApiLink,
};
