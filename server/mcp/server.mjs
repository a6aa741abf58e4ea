// @ts-check
// The docs MCP server: three read-only tools over the last build (search_docs, get_page, get_api),
// the same whether a client talks to it over stdio (`npm run mcp`) or HTTP (/mcp).
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { DocsLookupError } from './errors.mjs';
import { SEARCH_PRODUCTS } from './search.mjs';
import { siteRules } from './siteRules.mjs';

/** The tools only read the build: a client may call them freely and repeat them. */
const READ_ONLY = { readOnlyHint: true, idempotentHint: true, openWorldHint: false };

const PRODUCT_IDS = /** @type {[keyof typeof SEARCH_PRODUCTS, ...(keyof typeof SEARCH_PRODUCTS)[]]} */ (
  Object.keys(SEARCH_PRODUCTS)
);

/** @param {string} text @returns {import('@modelcontextprotocol/sdk/types.js').CallToolResult} */
const text = (text) => ({ content: [{ type: 'text', text }] });

/**
 * Runs a tool: what the docs cannot answer becomes a tool error with its message; anything else
 * is logged (to stderr: stdout carries the stdio protocol) and reported without its details.
 * @param {() => Promise<import('@modelcontextprotocol/sdk/types.js').CallToolResult>} work
 * @returns {Promise<import('@modelcontextprotocol/sdk/types.js').CallToolResult>}
 */
async function answer(work) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DocsLookupError) return { ...text(error.message), isError: true };
    console.error(error);
    return { ...text('The docs server could not read the build; see its log.'), isError: true };
  }
}

/**
 * A new MCP server answering from `docs`. Cheap: every HTTP request makes one.
 * @param {import('./docs.mjs').Docs} docs
 */
export function createDocsMcpServer(docs) {
  const { DOCUMENTED_VERSION } = siteRules();
  const server = new McpServer(
    { name: 'mui-x-docs', title: `MUI X ${DOCUMENTED_VERSION} documentation`, version: DOCUMENTED_VERSION },
    {
      instructions:
        `The MUI X ${DOCUMENTED_VERSION} documentation (Data Grid, Date and Time Pickers, Charts, Tree View), ` +
        'read from the built site with no network. Find pages with search_docs, read one with get_page ' +
        "(pass a hit's url), and look up a component's props, slots and CSS classes with get_api.",
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the guides and API pages. Returns ranked hits: page title, section (heading or prop name), ' +
        'url (a site path with its anchor, to pass to get_page), plan (pro or premium when the feature needs ' +
        'a paid package), a prop type for API rows, and an excerpt.',
      inputSchema: {
        query: z.string().max(500).regex(/\S/, 'The query has no words.').describe('Words to search for'),
        product: z.enum(PRODUCT_IDS).optional().describe('Search one product only'),
        limit: z.number().int().min(1).max(50).optional().describe('Most hits to return (default 10)'),
      },
      annotations: READ_ONLY,
    },
    ({ query, product, limit }) =>
      answer(async () => {
        const hits = await docs.search.search(query, { product, limit });
        return text(JSON.stringify({ query, ...(product ? { product } : {}), hits }));
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        "A page as Markdown: its prose, each demo's TypeScript source, API tables. The path may be the page URL " +
        '(/x/react-data-grid/sorting/, with or without host or anchor), its .md URL, or react-data-grid/sorting.',
      inputSchema: {
        path: z.string().min(1).max(2000).describe('The page: /x/react-data-grid/sorting/'),
      },
      annotations: READ_ONLY,
    },
    ({ path }) => answer(async () => text(await docs.pages.read(path))),
  );

  server.registerTool(
    'get_api',
    {
      title: 'Look up the API reference',
      description:
        'The generated API data of a component or interface (DataGrid, DatePicker, GridColDef…): description, ' +
        'imports, props (type, default, required, plan, description, deprecated, and explainedIn: the guide ' +
        'sections that explain the prop, as title and url for get_page), slots and CSS classes; with prop, that ' +
        'prop alone. Names match in any case, also as kebab-case (data-grid).',
      inputSchema: {
        component: z.string().min(1).max(200).describe('Component or interface name: DataGrid'),
        prop: z.string().min(1).max(200).optional().describe('One prop: checkboxSelection'),
      },
      annotations: READ_ONLY,
    },
    ({ component, prop }) => answer(async () => text(JSON.stringify(await docs.api.lookup(component, prop)))),
  );

  return server;
}
