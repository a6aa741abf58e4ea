// Loader for the route data Docusaurus generates (see transform.ts). Plain CommonJS because the
// bundler requires loaders directly; the option names the transform for the file it is applied to.
const fs = require('node:fs');
const path = require('node:path');
const { loadTypeScript } = require('../loadTypeScript.cjs');

const { exports: transforms, sourceFiles } = loadTypeScript(__filename, './transform.ts');

module.exports = function routeDataLoader(source) {
  sourceFiles.forEach((dependency) => this.addDependency(dependency));
  const { transform } = this.getOptions();
  if (transform === 'versionProps') return transforms.slimVersionProps(source, this.resourcePath);
  if (transform === 'docMetadata') return transforms.checkDocMetadata(source, this.resourcePath);
  if (transform === 'globalData') return transforms.slimGlobalData(source, this.resourcePath);
  if (transform === 'siteConfig') return transforms.slimSiteConfig(source, this.resourcePath);
  if (transform === 'registry') return transforms.slimRegistry(source);
  if (transform === 'serverRegistry') return transforms.reportClientChunkNames(source);
  if (transform === 'routes') return transforms.compactRoutes(source);
  if (transform === 'routeChunkNames') {
    // The short names come from the registry, generated next to this file.
    const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
    this.addDependency(registry);
    return transforms.shortenRouteChunkNames(source, fs.readFileSync(registry, 'utf8'), this.resourcePath);
  }
  throw new Error(`route-data loader: unknown transform ${transform}`);
};
