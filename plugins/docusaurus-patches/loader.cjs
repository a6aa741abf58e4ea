// Loader for the third-party modules this plugin patches (see transform.ts); the rule names the
// patch. Plain CommonJS because the bundler requires loaders directly.
const { loadTypeScript } = require('../loadTypeScript.cjs');

const { exports: patches, sourceFiles } = loadTypeScript(__filename, './transform.ts');

module.exports = function patchLoader(source) {
  sourceFiles.forEach((dependency) => this.addDependency(dependency));
  const { patch } = this.getOptions();
  if (patch === 'sortKeysByCodeUnit') return patches.sortKeysByCodeUnit(source);
  if (patch === 'computeModalRefsOnce') return patches.computeModalRefsOnce(source);
  if (patch === 'mergeHelmetPropsOncePerFrame') return patches.mergeHelmetPropsOncePerFrame(source);
  if (patch === 'reactRouter') {
    const moving = patches.moveRouterWhenLoaded(source, require.resolve('./routeLoading.ts'));
    return patches.skipStaticPathsThatCannotMatch(moving, require.resolve('./staticPath.ts'));
  }
  throw new Error(`docusaurus-patches loader: unknown patch ${patch}`);
};
