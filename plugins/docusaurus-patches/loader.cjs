// Loader for the one theme-common module this plugin patches (see transform.ts). Plain CommonJS
// because the bundler requires loaders directly.
const createJiti = require('jiti');

const { sortKeysByCodeUnit } = createJiti(__filename)('./transform.ts');

module.exports = function themeCommonPatchLoader(source) {
  return sortKeysByCodeUnit(source);
};
