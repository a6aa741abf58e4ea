// The MUI X packages the API pages are read from: their names and plans per product, where they are
// installed, and which package a declaration file belongs to.
import path from 'node:path';
import type { ApiProduct } from '../../src/lib/apiReference';
import type { Plan } from '../../src/lib/navigation';

export interface ApiPackage {
  /** `@mui/x-data-grid-pro` */
  readonly name: string;
  /** Absolute folder of the package, the one holding its root `index.d.ts`. */
  readonly dir: string;
  /** The plan the package needs; absent for the free (MIT) tier. */
  readonly plan?: Plan;
}

/** The package tiers of each product, lowest first. */
export type ProductPackages = Partial<Record<ApiProduct, readonly ApiPackage[]>>;

const PACKAGE_NAMES: Record<ApiProduct, readonly string[]> = {
  'data-grid': ['@mui/x-data-grid', '@mui/x-data-grid-pro', '@mui/x-data-grid-premium'],
  'date-pickers': ['@mui/x-date-pickers', '@mui/x-date-pickers-pro'],
  charts: ['@mui/x-charts', '@mui/x-charts-pro'],
  'tree-view': ['@mui/x-tree-view', '@mui/x-tree-view-pro'],
};

export function planOfPackageName(name: string): Plan | undefined {
  if (name.endsWith('-premium')) return 'premium';
  if (name.endsWith('-pro')) return 'pro';
  return undefined;
}

/** The installed packages of every product, as found under `<rootDir>/node_modules`. */
export function installedPackages(rootDir: string): Record<ApiProduct, readonly ApiPackage[]> {
  const result = {} as Record<ApiProduct, readonly ApiPackage[]>;
  for (const [product, names] of Object.entries(PACKAGE_NAMES) as [ApiProduct, readonly string[]][]) {
    result[product] = names.map((name) => ({
      name,
      dir: path.join(rootDir, 'node_modules', name),
      plan: planOfPackageName(name),
    }));
  }
  return result;
}

export function planRank(plan: Plan | undefined): number {
  if (plan === 'premium') return 2;
  return plan === 'pro' ? 1 : 0;
}

export function higherPlan(a: Plan | undefined, b: Plan | undefined): Plan | undefined {
  return planRank(a) >= planRank(b) ? a : b;
}

/** `DataGridPremium` -> `['DataGrid', 'DataGridPro']`, `BarChartPro` -> `['BarChart']`: lower editions. */
export function siblingNames(name: string): string[] {
  const match = /^(.+?)(Pro|Premium)$/.exec(name);
  if (!match?.[1]) return [];
  return match[2] === 'Premium' ? [match[1], `${match[1]}Pro`] : [match[1]];
}

export interface FilePackage {
  readonly name: string;
  readonly dir: string;
  /** The file's path inside its package, with forward slashes. */
  readonly relative: string;
}

/** The @mui package a declaration file belongs to, or undefined for any other file (react, csstype). */
export function createPackageLocator(packages: readonly ApiPackage[]): (filePath: string) => FilePackage | undefined {
  const ownDirs = packages.map((pkg) => pkg.dir);
  return (filePath) => {
    // The last `node_modules/@mui/<name>/` wins: premium's nested copy of x-data-grid is x-data-grid.
    const match = /^(.*\/node_modules\/(@mui\/[^/]+))\/(.+)$/.exec(filePath);
    if (match?.[1] && match[2] && match[3]) return { dir: match[1], name: match[2], relative: match[3] };
    const ownIndex = ownDirs.findIndex((dir) => filePath.startsWith(`${dir}/`));
    const own = packages[ownIndex];
    return own ? { dir: own.dir, name: own.name, relative: filePath.slice(own.dir.length + 1) } : undefined;
  };
}
