// Extends the MDX component map by the plan badges used in headings; nothing else is replaced.
// <Demo> and <ApiLink> are not here: plugins/mdx/remarkDocsComponents resolves them per page, so
// pages without demos don't ship the demo code.
import MDXComponents from '@theme-original/MDXComponents';
import { PremiumBadge, ProBadge } from '@site/src/components/PlanBadge';

export default {
  ...MDXComponents,
  ProBadge,
  PremiumBadge,
};
