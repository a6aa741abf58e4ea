// Docusaurus's ChunkAssetPlugin puts a table of every named chunk (name -> id) into the runtime each
// page loads, so `__webpack_require__.gca(name)` can turn a route chunk's name into its URL for
// prefetching. Demo chunks are named too (to group a page's demos) but are only ever loaded by their
// import(), never by name: their ~120 entries were 0.75 KB gzip of every page's first load. This
// replacement emits the same function with the route chunks' names only, and as the rule that
// rebuilds that table from the way names and ids are given (see routeChunkTableCode) rather than the
// table itself: ~370 names and ids that did not compress, 1.3 KB gzip.
import type { Compiler } from 'webpack';
import { isDemoChunkName } from '../demos/build';

const GET_CHUNK_ASSET = '__webpack_require__.gca';
const PLUGIN_NAME = 'Docs-RouteChunkAssetPlugin';

/** Name -> id for the chunks a route can ask for by name. */
export function routeChunkTable(chunkIdToName: Record<string | number, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(chunkIdToName)
      .filter(([, name]) => !isDemoChunkName(name))
      .map(([id, name]) => [name, id]),
  );
}

/** A route chunk's short name: `r` and its index in base 36 (route-data's shortChunkNames). */
const routeChunkName = (index: number) => `r${index.toString(36)}`;

/**
 * JavaScript for the runtime that evaluates to the name -> id table. Route chunks are named r0, r1,
 * … in base 36, and the bundler's natural ids number the named chunks in the order of their sorted
 * names, so the route chunks' ids mostly run on from the first one; the runtime rebuilds the table
 * from the count and the first id, and the few ids taken by other chunks in between (`runtime~main`
 * sorts among the r-names) are written out. A table that is mostly not that shape is written whole.
 */
export function routeChunkTableCode(table: Record<string, string>): string {
  const routeNames = Object.keys(table).filter((name) => /^r[0-9a-z]+$/.test(name));
  const count = routeNames.length;
  const sorted = Array.from({ length: count }, (_, index) => routeChunkName(index)).sort();
  const firstId = Number(table[sorted[0] ?? '']);
  const sameNames = count > 0 && routeNames.every((name) => sorted.includes(name));
  if (!sameNames || !Number.isInteger(firstId)) return JSON.stringify(table);
  // Every entry the rule does not give: other names, and route chunks whose id is not first + rank.
  const written = Object.fromEntries(
    Object.entries(table).filter(([name, id]) => {
      const rank = sorted.indexOf(name);
      return rank === -1 || id !== String(firstId + rank);
    }),
  );
  if (Object.keys(written).length > count / 4) return JSON.stringify(table);
  return `(function(){var t={},n=[],i;for(i=0;i<${count};i++)n.push("r"+i.toString(36));n.sort();for(i=0;i<${count};i++)t[n[i]]=String(${firstId}+i);return Object.assign(t,${JSON.stringify(written)})})()`;
}

interface ChunkWithMaps {
  getChunkMaps(realHash: boolean): { name: Record<string | number, string> };
}

export class RouteChunkAssetPlugin {
  apply(compiler: Compiler): void {
    // The bundler's own classes: Rspack and webpack each expose theirs on `compiler.webpack`.
    const { RuntimeModule, RuntimeGlobals, Template } = compiler.webpack;
    class RouteChunkAssetRuntimeModule extends RuntimeModule {
      constructor() {
        super('RouteChunkAssetRuntimeModule', RuntimeModule.STAGE_ATTACH);
        this.fullHash = true;
      }

      override generate(): string {
        const table = routeChunkTable((this.chunk as unknown as ChunkWithMaps).getChunkMaps(false).name);
        // Built once, when the runtime starts: Docusaurus asks for chunks by name on every prefetch.
        return Template.asString(
          `var routeChunkIds = ${routeChunkTableCode(table)};\n${GET_CHUNK_ASSET} = function(chunkId) { chunkId = routeChunkIds[chunkId]||chunkId; return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId); };`,
        );
      }
    }
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new RouteChunkAssetRuntimeModule());
      });
    });
  }
}

/** Swaps Docusaurus's plugin for ours in a client config; throws if Docusaurus no longer has it. */
export function replaceChunkAssetPlugin(plugins: unknown[]): void {
  const index = plugins.findIndex(
    (plugin) => typeof plugin === 'object' && plugin !== null && plugin.constructor.name === 'ChunkAssetPlugin',
  );
  if (index === -1) {
    throw new Error(
      'docs-route-data: Docusaurus ChunkAssetPlugin not found in the client config; update routeChunkAssetPlugin.ts.',
    );
  }
  plugins[index] = new RouteChunkAssetPlugin();
}
