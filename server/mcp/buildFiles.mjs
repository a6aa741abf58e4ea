// @ts-check
// Reading the last build's files for the MCP server: which folder, files only inside it, and JSON
// data that is parsed once and parsed again only when the build rewrites the file.
import { promises as fs } from 'node:fs';
import path from 'node:path';

/**
 * The English build the server reads: the option, else DOCS_BUILD_DIR, else `build` (relative to
 * the working directory, like `npm run serve`). Chinese pages live in build/zh/ and are not read.
 * @param {string} [option]
 */
export function resolveBuildDir(option) {
  return path.resolve(option || process.env.DOCS_BUILD_DIR || 'build');
}

/**
 * The absolute path of `relative` inside `buildDir`, or null when it would leave it (`..`, an
 * absolute path, a NUL byte). Containment is checked again on the real path by `readBuildFile`.
 * @param {string} buildDir absolute
 * @param {string} relative
 */
export function buildPath(buildDir, relative) {
  if (relative.includes('\0') || path.isAbsolute(relative)) return null;
  const target = path.resolve(buildDir, relative);
  return target.startsWith(buildDir + path.sep) ? target : null;
}

/**
 * A file's text, or null when it is missing or not a regular file inside the build once links are
 * followed (a link in build/ pointing elsewhere is not served).
 * @param {string} buildDir absolute
 * @param {string} relative
 */
export async function readBuildFile(buildDir, relative) {
  const target = buildPath(buildDir, relative);
  if (!target) return null;
  try {
    const [real, realRoot] = await Promise.all([fs.realpath(target), fs.realpath(buildDir)]);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stats = await fs.stat(real);
    return stats.isFile() ? await fs.readFile(real, 'utf8') : null;
  } catch {
    return null;
  }
}

/**
 * A JSON file turned into a value by `parse`, cached until the file's size or modification time
 * changes (a new build while the server runs). Resolves to null while the file is missing.
 * Concurrent calls share one read.
 * @template T
 * @param {string} file absolute
 * @param {(json: string) => T | Promise<T>} parse
 * @returns {() => Promise<T | null>}
 */
export function cachedFile(file, parse) {
  /** @type {{ stamp: string, value: Promise<T | null> } | null} */
  let cache = null;
  return async () => {
    let stamp;
    try {
      const stats = await fs.stat(file);
      stamp = `${stats.size}:${stats.mtimeMs}`;
    } catch {
      cache = null;
      return null;
    }
    if (cache?.stamp !== stamp) {
      const value = fs.readFile(file, 'utf8').then(parse);
      cache = { stamp, value };
      // A failed parse is not kept: the next call reads the file again.
      value.catch(() => {
        if (cache?.value === value) cache = null;
      });
    }
    return cache.value;
  };
}
