// What every part of the extractor shares: the project and its probes, the packages, and the lookup
// of a page's exports in each package tier.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Node, type Project, type SourceFile } from 'ts-morph';
import type { ApiPageData } from '../../src/lib/apiReference';
import type { Plan } from '../../src/lib/navigation';
import { createPackageLocator, type ApiPackage, type FilePackage, type ProductPackages } from './packages';
import type { ApiPageSpec } from './pages';
import { createApiProject, writeProbes, type Probes } from './project';

export interface ExtractorOptions {
  /** The package tiers to read, per product (only the products of the pages to extract). */
  readonly packages: ProductPackages;
  /**
   * The pages that will be extracted. A probe module naming each of them is written before the type
   * checker starts (adding a file later would rebuild the program): it instantiates generic
   * interfaces and components with their default type arguments (`AxisConfig`'s properties depend on
   * its scale type, `ChartContainerPro`'s props on its plugins).
   */
  readonly pages: readonly ApiPageSpec[];
  /** Facts that disagree between pages.ts and the packages. */
  readonly onWarning?: (message: string) => void;
}

export type PackageExports = ReturnType<SourceFile['getExportedDeclarations']>;

export interface FoundExport {
  readonly pkg: ApiPackage;
  /** The exported name: the page name, or `Unstable_<name>` for unstable components. */
  readonly exportName: string;
  readonly declarations: readonly Node[];
}

export interface ExtractContext {
  readonly project: Project;
  readonly packages: ProductPackages;
  readonly probes: Probes;
  readonly warn: (message: string) => void;
  /** The @mui package of a declaration file; undefined for react, csstype and the like. */
  packageOfFile(filePath: string): FilePackage | undefined;
  exportsOf(pkg: ApiPackage): PackageExports;
  /** The export in each tier package that has it, lowest tier first. */
  findTiers(spec: Pick<ApiPageSpec, 'product' | 'name'>): FoundExport[];
}

/** A page's data before its type definitions, with the declaration of each prop (where its type's names resolve). */
export interface ExtractedPage {
  readonly page: Omit<ApiPageData, 'typeDefinitions'>;
  readonly declarations: ReadonlyMap<string, Node>;
}

/** The plan pages.ts gives a page, with a warning when the packages say otherwise. */
export function checkPlan(context: ExtractContext, spec: ApiPageSpec, computed: Plan | undefined): Plan | undefined {
  if (computed !== spec.plan) {
    context.warn(
      `${spec.name}: pages.ts says plan ${spec.plan ?? 'free'}, the packages say ${computed ?? 'free'} ` +
        `(the lowest tier exporting it); keeping pages.ts.`,
    );
  }
  return spec.plan;
}

export function createContext(options: ExtractorOptions): ExtractContext {
  const project = createApiProject();
  const allPackages = Object.values(options.packages).flat();

  const roots = new Map<string, SourceFile>();
  for (const pkg of allPackages) {
    const indexFile = path.join(pkg.dir, 'index.d.ts');
    if (!existsSync(indexFile)) throw new Error(`Cannot read ${pkg.name}: ${indexFile} does not exist.`);
    roots.set(pkg.name, project.addSourceFileAtPath(indexFile));
  }
  const probes = writeProbes(project, options.packages, options.pages);

  const exportsCache = new Map<string, PackageExports>();
  function exportsOf(pkg: ApiPackage): PackageExports {
    let exported = exportsCache.get(pkg.name);
    if (!exported) {
      const root = roots.get(pkg.name);
      if (!root) throw new Error(`Cannot read ${pkg.name}: it was not loaded.`);
      exported = root.getExportedDeclarations();
      exportsCache.set(pkg.name, exported);
    }
    return exported;
  }

  function findExport(pkg: ApiPackage, name: string): FoundExport | undefined {
    for (const exportName of [name, `Unstable_${name}`]) {
      const declarations = (exportsOf(pkg).get(exportName) ?? []).filter((decl) => !isPlaceholder(decl));
      if (declarations.length) return { pkg, exportName, declarations };
    }
    return undefined;
  }

  return {
    project,
    packages: options.packages,
    probes,
    warn: options.onWarning ?? (() => undefined),
    packageOfFile: createPackageLocator(allPackages),
    exportsOf,
    findTiers(spec) {
      return (options.packages[spec.product] ?? [])
        .map((pkg) => findExport(pkg, spec.name))
        .filter((found) => found !== undefined);
    },
  };
}

/**
 * The free packages keep stubs of the paid components so a wrong import fails loudly
 * (`export declare function DataGridPremium(): null;` in @mui/x-data-grid-pro). They are not exports
 * of the component.
 */
function isPlaceholder(decl: Node): boolean {
  return (
    Node.isFunctionDeclaration(decl) &&
    decl.getParameters().length === 0 &&
    decl.getReturnTypeNode()?.getText() === 'null'
  );
}
