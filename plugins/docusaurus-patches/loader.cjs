// Loader for the one theme-common module this plugin patches (see transform.ts). Plain CommonJS
// because the bundler requires loaders directly.
const { loadTypeScript } = require('../loadTypeScript.cjs');

const { exports: patches, sourceFiles } = loadTypeScript(__filename, './transform.ts');

module.exports = function themeCommonPatchLoader(source) {
  sourceFiles.forEach((dependency) => this.addDependency(dependency));
  return patches.sortKeysByCodeUnit(source);
};
