// The parent route of every API page (plugins/api-reference groups them, so the router tests a
// guide's path against one pattern instead of each API page's). A path under /api/ that is no API
// page gets the site's 404, as it did when the API routes were top-level.
import React from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import { matchPath, useLocation } from '@docusaurus/router';
import type { RouteConfig } from 'react-router-config';
import NotFound from '@theme/NotFound';

export default function ApiRoutes({ route }: { route: RouteConfig }) {
  const { pathname } = useLocation();
  const pages = route.routes ?? [];
  if (!pages.some((page) => matchPath(pathname, page))) return <NotFound />;
  return renderRoutes(pages);
}
