/**
 * @jest-environment node
 */
// Loaders report the TypeScript files they run as dependencies, so that the bundler's persistent
// cache drops their output when the transform changes (a demo loader change once kept serving the
// old demo modules until the cache was deleted by hand).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Runs the helper in plain Node, as the bundler does: under jest, `require` and the module cache
 * the helper reads are jest's own.
 */
function loadFromLoader(loader: string, request: string): { exportNames: string[]; sourceFiles: string[] } {
  const script = `
    const { loadTypeScript } = require('./plugins/loadTypeScript.cjs');
    const { exports, sourceFiles } = loadTypeScript(require.resolve(${JSON.stringify(loader)}), ${JSON.stringify(request)});
    process.stdout.write(JSON.stringify({ exportNames: Object.keys(exports), sourceFiles }));
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }));
}

const relative = (files: string[]) => files.map((file) => path.relative(root, file)).sort();

describe('loading a loader transform', () => {
  it('returns its exports and every project file it imports, transitively', () => {
    const { exportNames, sourceFiles } = loadFromLoader('./plugins/demos/loader.cjs', './build.ts');
    expect(exportNames).toContain('buildDemoModule');
    expect(relative(sourceFiles)).toEqual(
      expect.arrayContaining([
        'plugins/demos/build.ts',
        'plugins/demos/transform.ts',
        'src/lib/demo.ts',
        'src/lib/codeVariant.ts',
        'plugins/code-highlighting/highlightToHtml.ts',
      ]),
    );
  });

  it('leaves installed packages out', () => {
    const { sourceFiles } = loadFromLoader('./plugins/demos/loader.cjs', './build.ts');
    expect(sourceFiles.length).toBeGreaterThan(0);
    expect(sourceFiles.filter((file) => file.includes(`${path.sep}node_modules${path.sep}`))).toEqual([]);
  });
});
