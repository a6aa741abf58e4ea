// The parent route of every API page (plugins/api-reference groups them, so the router tests a
// guide's path against one pattern instead of each API page's). A path under /api/ that is no API
// page falls through to the last route, the site's 404, as it did when the API routes were top-level.
import { useMemo } from 'react';
import renderRoutes from '@docusaurus/renderRoutes';
import type { RouteConfig } from 'react-router-config';
import NotFound from '@theme/NotFound';

export default function ApiRoutes({ route }: { route: RouteConfig }) {
  const routes = useMemo(() => [...(route.routes ?? []), { component: NotFound }], [route.routes]);
  return renderRoutes(routes);
}
