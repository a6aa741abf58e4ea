// Webpack/Rspack loader for demo imports. `./demos/Name.tsx?demo[&page=…]` becomes a small module
// with the demo's name, anchor id, JSX preview and three lazy imports (the component, its sources,
// its edit scope); `?demo-source` becomes the sources: TS and generated JS of the demo and its
// sibling files; `?demo-scope` the modules an edited demo may import (scope.ts).
// Plain CommonJS because the bundler requires loaders directly; the logic is in transform.ts.
const fs = require('node:fs');
const path = require('node:path');
const { loadTypeScript } = require('../loadTypeScript.cjs');

const { exports: demoBuild, sourceFiles } = loadTypeScript(__filename, './build.ts');

module.exports = function demoLoader(source) {
  const callback = this.async();
  const file = this.resourcePath;
  const query = this.resourceQuery;
  sourceFiles.forEach((dependency) => this.addDependency(dependency));
  const readSibling = (siblingPath) => {
    this.addDependency(siblingPath);
    return fs.readFileSync(siblingPath, 'utf8');
  };
  const relativeName = path.relative(this.rootContext, file);
  const params = new URLSearchParams(query.slice(1));
  const build = params.has('demo-source')
    ? demoBuild.buildSourceModule
    : params.has('demo-scope')
      ? demoBuild.buildEditScopeModule
      : demoBuild.buildDemoModule;
  const input = {
    file,
    relativeName,
    source,
    readSibling,
    exists: fs.existsSync,
    page: params.get('page') ?? undefined,
  };
  build(input).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
};
