// Loader for the route data Docusaurus generates (see transform.ts). Plain CommonJS because the
// bundler requires loaders directly; the option names the transform for the file it is applied to.
const { loadTypeScript } = require('../loadTypeScript.cjs');

const { exports: transforms, sourceFiles } = loadTypeScript(__filename, './transform.ts');

module.exports = function routeDataLoader(source) {
  sourceFiles.forEach((dependency) => this.addDependency(dependency));
  const { transform } = this.getOptions();
  if (transform === 'versionProps') return transforms.slimVersionProps(source, this.resourcePath);
  if (transform === 'registry') return transforms.dropRegistryModuleNames(source);
  if (transform === 'routes') return transforms.compactRoutes(source);
  throw new Error(`route-data loader: unknown transform ${transform}`);
};
