// The modules an edited demo may import: for each import specifier as the reader sees it in the
// demo's source (`@mui/x-data-grid`, `./demoData`, `./salesData`), the module object the demo's own
// build already has. The build (plugins/demos/scope.ts) writes the scope module from
// `scopeModuleSource`; the runner reads it through `moduleFromScope`.

/** What one specifier contributes to the scope. */
export interface ScopeImport {
  /** The specifier as shown in the code panel: `./demoData` for `@site/src/demo-data`. */
  readonly key: string;
  /** The specifier the bundler resolves. */
  readonly request: string;
  /** Exported names the demo imports as values (`default` for a default import). */
  readonly names: readonly string[];
  /** Whether the whole module is in the scope (a namespace import, or a sibling file). */
  readonly namespace: boolean;
}

export type ScopeModule = Readonly<Record<string, unknown>>;
export type DemoScope = Readonly<Record<string, ScopeModule>>;

/** An import the edited code makes that the scope cannot satisfy. */
export class DemoImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoImportError';
  }
}

/** One entry per key, names merged and sorted, so the emitted module is stable from build to build. */
export function mergeScopeImports(imports: readonly ScopeImport[]): ScopeImport[] {
  const byKey = new Map<string, { request: string; names: Set<string>; namespace: boolean }>();
  for (const entry of imports) {
    const known = byKey.get(entry.key);
    if (known && known.request !== entry.request) {
      throw new Error(`Demo scope: ${entry.key} names both ${known.request} and ${entry.request}.`);
    }
    const merged = known ?? { request: entry.request, names: new Set<string>(), namespace: false };
    entry.names.forEach((name) => merged.names.add(name));
    merged.namespace ||= entry.namespace;
    byKey.set(entry.key, merged);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, { request, names, namespace }]) => ({ key, request, names: [...names].sort(), namespace }));
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The scope module's JavaScript. Named imports rather than `import * as` for packages: a namespace
 * object keeps every export of a package alive, which would pull whole barrels (all of
 * @mui/material) into the page's demo chunk; named imports reuse exactly what the demo already
 * loads.
 */
export function scopeModuleSource(imports: readonly ScopeImport[]): string {
  const lines: string[] = [];
  const entries: string[] = [];
  mergeScopeImports(imports).forEach((entry, index) => {
    const request = JSON.stringify(entry.request);
    const key = JSON.stringify(entry.key);
    if (entry.namespace) {
      lines.push(`import * as m${index} from ${request};`);
      entries.push(`  ${key}: m${index},`);
      return;
    }
    entry.names.forEach((name) => {
      if (!IDENTIFIER.test(name)) throw new Error(`Demo scope: cannot import "${name}" from ${entry.request}.`);
    });
    const locals = entry.names.map((name, n) => `${name} as m${index}_${n}`);
    if (locals.length > 0) lines.push(`import { ${locals.join(', ')} } from ${request};`);
    const members = entry.names.map((name, n) => `${name}: m${index}_${n}`);
    entries.push(`  ${key}: { ${members.join(', ')} },`);
  });
  return `${lines.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

/** Property reads that module interop and promise checks make; they must not count as imports. */
const INTEROP_READS = new Set(['__esModule', 'then', 'toJSON', '$$typeof']);

/**
 * The module object the edited code's `require(specifier)` gets. Reading an export the scope lacks
 * throws a message that says what is available, instead of handing React an `undefined` component.
 */
export function moduleFromScope(scope: DemoScope, specifier: string): ScopeModule {
  const module = Object.prototype.hasOwnProperty.call(scope, specifier) ? scope[specifier] : undefined;
  if (!module) {
    throw new DemoImportError(
      `Cannot import '${specifier}': the editor runs only the modules this demo already imports (${Object.keys(scope).sort().join(', ')}).`,
    );
  }
  const target: ScopeModule = { ...module, __esModule: true };
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'symbol' || property in object || INTEROP_READS.has(property)) {
        return Reflect.get(object, property, receiver) as unknown;
      }
      const available = Object.keys(module).sort().join(', ') || 'nothing';
      throw new DemoImportError(
        `'${property}' from '${specifier}' is not available in the editor, which has what the demo itself imports from it: ${available}.`,
      );
    },
  });
}
