// Loads a local TypeScript module for a bundler loader (loaders are required as CommonJS) and lists
// the project's source files it pulls in. Loaders report those files with `addDependency`: the
// bundler's persistent cache keys a loader's output on the loaded file only, so without them a
// change to the transform (or to anything it imports) would keep serving the old output.
const path = require('node:path');
const createJiti = require('jiti');

const PROJECT_ROOT = path.resolve(__dirname, '..');

function localSourceFiles(entry) {
  const files = new Set();
  const visit = (module) => {
    if (!module || files.has(module.filename)) return;
    if (!module.filename.startsWith(PROJECT_ROOT) || module.filename.includes(`${path.sep}node_modules${path.sep}`)) {
      return;
    }
    files.add(module.filename);
    module.children.forEach(visit);
  };
  visit(entry);
  return [...files];
}

/** `{ exports, sourceFiles }` of the TypeScript module at `request`, relative to `fromFile`. */
function loadTypeScript(fromFile, request) {
  const jiti = createJiti(fromFile);
  const exports = jiti(request);
  const filename = jiti.resolve(request);
  return { exports, sourceFiles: localSourceFiles(jiti.cache[filename]) };
}

module.exports = { loadTypeScript };
