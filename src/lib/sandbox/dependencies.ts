// The package.json dependencies of a sandbox, derived from what the demo imports.

/** Versions of the documented packages; the two this registry lacks at 8.2.0 use what is installed. */
export const MUI_X_VERSIONS: Readonly<Record<string, string>> = {
  '@mui/x-data-grid': '8.2.0',
  '@mui/x-data-grid-pro': '8.2.0',
  '@mui/x-data-grid-premium': '8.3.1',
  '@mui/x-date-pickers': '8.2.0',
  '@mui/x-date-pickers-pro': '8.2.0',
  '@mui/x-charts': '8.2.0',
  '@mui/x-charts-pro': '8.2.0',
  '@mui/x-tree-view': '8.2.0',
  '@mui/x-tree-view-pro': '8.6.0',
  '@mui/x-license': '8.2.0',
};

/** Versions for the other packages a demo may use (the ones this site is built with). */
export const KNOWN_VERSIONS: Readonly<Record<string, string>> = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  '@mui/material': '^7.0.0',
  '@mui/icons-material': '^7.0.0',
  '@emotion/react': '^11.14.0',
  '@emotion/styled': '^11.14.0',
  dayjs: '^1.11.0',
};

/** The date library each pickers adapter needs, with the version range it works with. */
export const ADAPTER_LIBRARIES: Readonly<Record<string, readonly [string, string]>> = {
  AdapterDateFns: ['date-fns', '^4.0.0'],
  AdapterDateFnsV2: ['date-fns', '^2.0.0'],
  AdapterDateFnsJalali: ['date-fns-jalali', '^4.0.0-0'],
  AdapterDateFnsJalaliV2: ['date-fns-jalali', '^2.13.0-0'],
  AdapterDayjs: ['dayjs', '^1.11.0'],
  AdapterLuxon: ['luxon', '^3.0.0'],
  AdapterMoment: ['moment', '^2.29.0'],
  AdapterMomentHijri: ['moment-hijri', '^3.0.0'],
  AdapterMomentJalaali: ['moment-jalaali', '^0.10.0'],
};

export interface DependencyOptions {
  /** A mui-x commit: @mui/x-* then come from its preview build instead of the registry. */
  readonly commitRef?: string;
}

/** `@mui/x-data-grid/DataGrid` -> `@mui/x-data-grid`; `dayjs/locale/de` -> `dayjs`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function adapterName(specifier: string): string | null {
  const match = /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(specifier);
  return match ? match[1]! : null;
}

export function adapterLibrary(adapter: string): readonly [string, string] {
  const library = ADAPTER_LIBRARIES[adapter];
  if (!library) throw new TypeError(`Can't determine required npm package for adapter '${adapter}'`);
  return library;
}

function muiXVersion(name: string, options: DependencyOptions): string {
  if (options.commitRef) return `https://pkg.csb.dev/mui/mui-x/commit/${options.commitRef.slice(0, 8)}/${name}`;
  return MUI_X_VERSIONS[name] ?? 'latest';
}

export function sandboxDependencies(
  imports: readonly string[],
  options: DependencyOptions = {},
): Record<string, string> {
  const dependencies: Record<string, string> = {
    react: KNOWN_VERSIONS.react!,
    'react-dom': KNOWN_VERSIONS['react-dom']!,
    '@mui/material': KNOWN_VERSIONS['@mui/material']!,
    '@emotion/react': KNOWN_VERSIONS['@emotion/react']!,
    '@emotion/styled': KNOWN_VERSIONS['@emotion/styled']!,
  };
  for (const specifier of imports) {
    const name = packageName(specifier);
    if (name.startsWith('@mui/x-')) dependencies[name] = muiXVersion(name, options);
    else dependencies[name] ??= KNOWN_VERSIONS[name] ?? 'latest';
    const adapter = adapterName(specifier);
    if (adapter) {
      const [library, range] = adapterLibrary(adapter);
      dependencies[library] = range;
    }
  }
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}
