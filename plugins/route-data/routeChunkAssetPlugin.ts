// Docusaurus's ChunkAssetPlugin puts a table of every named chunk (name -> id) into the runtime each
// page loads, so `__webpack_require__.gca(name)` can turn a route chunk's name into its URL for
// prefetching. Demo chunks are named too (to group a page's demos) but are only ever loaded by their
// import(), never by name: their ~120 entries were 0.75 KB gzip of every page's first load. This
// replacement emits the same function with the route chunks' names only.
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
        return Template.asString(
          `${GET_CHUNK_ASSET} = function(chunkId) { chunkId = ${JSON.stringify(table)}[chunkId]||chunkId; return ${RuntimeGlobals.publicPath} + ${RuntimeGlobals.getChunkScriptFilename}(chunkId); };`,
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
