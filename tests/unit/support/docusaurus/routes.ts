// The site's route table for component tests: every path under /x/ is a page unless a test
// replaces the table's contents.
import type { RouteConfig } from 'react-router-config';

const routes: RouteConfig[] = [{ path: '/x/', routes: [{ path: '/x/(.*)', exact: true }] }];
export default routes;
