import {
  routeChunkTable,
  routeChunkTableCode,
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

describe('routeChunkTableCode', () => {
  const evaluate = (code: string): Record<string, string> =>
    new Function(`return ${code};`)() as Record<string, string>;
  // Names r0 … r(count-1); ids numbered in the order of the sorted names, as the bundler gives them.
  function naturalTable(count: number, firstId: number): Record<string, string> {
    const names = Array.from({ length: count }, (_, index) => `r${index.toString(36)}`).sort();
    return Object.fromEntries(names.map((name, rank) => [name, String(firstId + rank)]));
  }

  it('rebuilds the table from a rule when the ids follow the sorted names, and keeps other names', () => {
    const table = { ...naturalTable(370, 357), 'code-block': '196' };
    const code = routeChunkTableCode(table);
    expect(code.length).toBeLessThan(300);
    expect(evaluate(code)).toEqual(table);
  });

  it('writes out the few ids another chunk pushed along (runtime~main sorts among the r-names)', () => {
    const names = Array.from({ length: 370 }, (_, index) => `r${index.toString(36)}`);
    const sorted = [...names, 'runtime~main'].sort();
    const ids = Object.fromEntries(sorted.map((name, rank) => [name, String(357 + rank)]));
    const table = Object.fromEntries(names.map((name) => [name, ids[name]!]));
    const code = routeChunkTableCode(table);
    expect(code.length).toBeLessThan(400);
    expect(evaluate(code)).toEqual(table);
  });

  it('writes out the whole table when the ids do not follow the names', () => {
    const table = Object.fromEntries(
      Object.entries(naturalTable(40, 10)).map(([name, id]) => [name, String(1000 - Number(id))]),
    );
    const code = routeChunkTableCode(table);
    expect(code).toBe(JSON.stringify(table));
    expect(evaluate(code)).toEqual(table);
  });

  it('writes out the whole table when a route name is missing from the sequence', () => {
    const table = naturalTable(40, 10);
    delete table.r7;
    expect(evaluate(routeChunkTableCode(table))).toEqual(table);
    expect(routeChunkTableCode(table)).toBe(JSON.stringify(table));
  });
});
