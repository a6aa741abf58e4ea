import {
  routeChunkTable,
  replaceChunkAssetPlugin,
  RouteChunkAssetPlugin,
} from '@site/plugins/route-data/routeChunkAssetPlugin';
import { demoChunkName, isDemoChunkName } from '@site/plugins/demos/build';

describe('the chunk-asset table every page loads', () => {
  it('keeps the route chunks and drops the demo chunks, which are only loaded by import()', () => {
    const demos = demoChunkName('demos', 'docs-react-charts-lines');
    const sources = demoChunkName('demo-sources', 'docs-react-charts-lines');
    expect(routeChunkTable({ 1: 'r0', 2: demos, 3: sources, 14: 'r12' })).toEqual({ r0: '1', r12: '14' });
  });

  it('recognises exactly the names demoChunkName gives', () => {
    expect(isDemoChunkName(demoChunkName('demos', 'docs-a-sorting'))).toBe(true);
    expect(isDemoChunkName(demoChunkName('demo-sources', 'docs-a-sorting'))).toBe(true);
    for (const routeName of ['r0', 'r368', 'main', 'runtime~main', 'd-1', 'dabcde']) {
      expect(isDemoChunkName(routeName)).toBe(false);
    }
  });
});

describe('replaceChunkAssetPlugin', () => {
  class ChunkAssetPlugin {}
  class Other {}

  it("swaps Docusaurus's plugin for ours in place", () => {
    const other = new Other();
    const plugins: unknown[] = [other, new ChunkAssetPlugin()];
    replaceChunkAssetPlugin(plugins);
    expect(plugins[0]).toBe(other);
    expect(plugins[1]).toBeInstanceOf(RouteChunkAssetPlugin);
  });

  it('fails the build with a clear message when Docusaurus no longer has it', () => {
    expect(() => replaceChunkAssetPlugin([new Other()])).toThrow('Docusaurus ChunkAssetPlugin not found');
  });
});
