// Every script the build wrote must parse. A chunk that does not only fails when a page loads it,
// often a rarely visited one, so the browser tests can miss it (Rspack once wrote module ids as
// bare hex keys, `6ba9d(e,t,r){`, into seven chunks).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** The scripts under `dir` that do not parse, with the parser's message. */
export function unparsableScripts(dir) {
  const failures = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    try {
      // Compiles without running.
      new vm.Script(readFileSync(file, 'utf8'), { filename: file });
    } catch (error) {
      failures.push(`${path.relative(dir, file)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failures;
}
