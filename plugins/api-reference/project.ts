// The ts-morph Project the API pages are read from, and the probe module that instantiates generic
// interfaces and components with their default type arguments.
import path from 'node:path';
import { Project, ts, type Node, type SourceFile } from 'ts-morph';
import { siblingNames, type ApiPackage, type ProductPackages } from './packages';
import type { ApiPageSpec } from './pages';

export function createApiProject(): Project {
  return new Project({
    compilerOptions: {
      // The packages' root `types` are the CommonJS build's declarations (`DataGrid/DataGrid.d.ts`);
      // Node10 resolution ignores `exports` and reads them, so the source paths match the package
      // folders (`esm/` would be picked by the bundler condition).
      module: ts.ModuleKind.CommonJS,
      moduleResolution: ts.ModuleResolutionKind.Node10,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      // No ambient @types packages: the declarations import what they need (react, etc.).
      types: [],
    },
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
  });
}

export interface Probes {
  readonly file: SourceFile | undefined;
  /** The probe of an export: a type alias for an interface, a JSX element for a component. */
  get(pkg: ApiPackage, exportName: string): Node | undefined;
}

const probeKey = (pkg: ApiPackage, exportName: string) => `${pkg.name}:${exportName}`;

/**
 * The probe: `type I0 = P0.GridColDef;` applies an interface's default type arguments, and
 * `<P0.ChartContainerPro />` makes the checker pick a generic component's defaults. Missing exports
 * and missing required props are type errors in the probe only: nothing reads its diagnostics.
 * It is written before the type checker starts: adding a file later would rebuild the program.
 */
export function writeProbes(project: Project, packages: ProductPackages, pages: readonly ApiPageSpec[]): Probes {
  const allPackages = Object.values(packages).flat();
  const probes = new Map<string, Node>();
  const get = (pkg: ApiPackage, exportName: string) => probes.get(probeKey(pkg, exportName));
  if (!allPackages[0] || !pages.length) return { file: undefined, get };

  const lines = allPackages.map(
    (pkg, index) => `import * as P${index} from ${JSON.stringify(path.join(pkg.dir, 'index'))};`,
  );
  const entries: [string, string][] = [];
  const componentNames = new Set<string>();
  for (const spec of pages) {
    for (const pkg of packages[spec.product] ?? []) {
      const namespace = `P${allPackages.indexOf(pkg)}`;
      if (spec.kind === 'interface') {
        lines.push(`export type I${entries.length} = ${namespace}.${spec.name};`);
        entries.push([`I${entries.length}`, probeKey(pkg, spec.name)]);
        continue;
      }
      for (const name of [spec.name, ...siblingNames(spec.name)]) {
        for (const exportName of [name, `Unstable_${name}`]) {
          const key = probeKey(pkg, exportName);
          if (componentNames.has(key)) continue;
          componentNames.add(key);
          lines.push(`export const C${entries.length} = <${namespace}.${exportName} />;`);
          entries.push([`C${entries.length}`, key]);
        }
      }
    }
  }
  const file = project.createSourceFile(
    path.join(path.dirname(allPackages[0].dir), '__api-reference-probe__.tsx'),
    lines.join('\n'),
    { overwrite: true },
  );
  for (const [name, key] of entries) {
    const node = name.startsWith('I')
      ? file.getTypeAliasOrThrow(name)
      : file.getVariableDeclarationOrThrow(name).getInitializerOrThrow();
    probes.set(key, node);
  }
  return { file, get };
}
