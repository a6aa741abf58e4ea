// The API pages' tables by route path (plugins/api-reference, API_TABLES_MODULE): the tables
// themselves for the server renderer and `docusaurus start`, the URL of each page's tables file in
// the browser build.
declare module '@docs-api-reference/tables' {
  import type { ApiTables } from '@site/plugins/api-reference';

  const tablesByPath: Readonly<Record<string, ApiTables | string>>;
  export default tablesByPath;
}
