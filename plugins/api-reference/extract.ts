// Reads the API reference of MUI X (props, slots, CSS classes, imports) from the installed packages'
// type definitions with ts-morph. Pure Node: no React, no Docusaurus; generate.ts drives it.
//
// The packages' own JSDoc is the source of every description, default and deprecation. Types are read
// from one ts-morph Project holding the root `index.d.ts` of each package tier (free, pro, premium);
// TypeScript's module resolution pulls in the rest, including the nested copies of the base packages
// that @mui/x-data-grid-premium and @mui/x-tree-view-pro bring at their own versions.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Node,
  Project,
  ts,
  type JSDoc,
  type Signature,
  type SourceFile,
  type Symbol as MorphSymbol,
  type Type,
} from 'ts-morph';
import {
  apiPath,
  type ApiCssClass,
  type ApiPageData,
  type ApiProduct,
  type ApiProp,
  type ApiSignature,
  type ApiSlot,
} from '../../src/lib/apiReference';
import type { Plan } from '../../src/lib/navigation';
import type { ApiPageSpec } from './pages';

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

function higherPlan(a: Plan | undefined, b: Plan | undefined): Plan | undefined {
  return planRank(a) >= planRank(b) ? a : b;
}

// ---------------------------------------------------------------------------------------------
// Text helpers (pure, unit tested)

const TYPE_FORMAT_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Object types written out longer than this read better as `object` in a props table. */
const MAX_OBJECT_TYPE_LENGTH = 120;
/** Past this many members a union is shown by its alias (`keyof GridClasses`), not spelled out. */
const MAX_UNION_MEMBERS = 24;

/** `import("/abs/path/models").GridRowId` -> `GridRowId`. */
export function removeImportPaths(text: string): string {
  return text.replace(/import\("[^"]*"\)\./g, '');
}

/** Drops the `Demos:` / `API:` / `Features:` link lists the packages add to component JSDoc. */
export function cleanComponentDescription(text: string): string {
  const kept: string[] = [];
  let inLinkList = false;
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (/^(Demos|API|Features):$/.test(trimmed)) {
      inLinkList = true;
      continue;
    }
    if (inLinkList && (trimmed === '' || /^- \[[^\]]*\]\([^)]*\)$/.test(trimmed))) continue;
    inLinkList = false;
    kept.push(line);
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Sorted like the public site: required props first, then by name. */
export function sortProps<T extends Pick<ApiProp, 'name' | 'required'>>(props: readonly T[]): T[] {
  return [...props].sort((a, b) => {
    if (a.required !== b.required) return a.required ? -1 : 1;
    return compareNames(a.name, b.name);
  });
}

function compareNames(a: string, b: string): number {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a.localeCompare(b, 'en');
}

/**
 * The `@mui/utils` state classes: `generateUtilityClass` gives these keys a global name
 * (`Mui-selected`) instead of a component one (`MuiPickersDay-selected`).
 */
const GLOBAL_STATE_CLASSES = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

export function globalClassName(prefix: string, key: string): string {
  return GLOBAL_STATE_CLASSES.has(key) ? `Mui-${key}` : `${prefix}-${key}`;
}

/**
 * The `MuiXxx` prefix a compiled classes module passes to `generateUtilityClasses('MuiXxx', [keys])`,
 * choosing the call whose key list shares the most keys with `keys` (one file may build several).
 */
export function findClassPrefix(jsSource: string, keys: readonly string[]): string | undefined {
  let best: { prefix: string; score: number } | undefined;
  const calls = /generateUtilityClasses?(?:\.default)?\)?\(\s*['"](Mui[\w-]*)['"]\s*(?:,\s*\[([^\]]*)\])?/g;
  for (const match of jsSource.matchAll(calls)) {
    const prefix = match[1] ?? '';
    const listed = new Set([...(match[2] ?? '').matchAll(/['"]([^'"]+)['"]/g)].map((item) => item[1]));
    const score = keys.filter((key) => listed.has(key)).length;
    if (!best || score > best.score) best = { prefix, score };
  }
  return best?.prefix;
}

/**
 * Theme names from a package's `themeAugmentation/props.d.ts` (`MuiDataGrid` -> `DataGridProProps`, the
 * props type without type arguments) and `overrides.d.ts` (`MuiChartsAxis` -> its class keys).
 */
export function parseThemeNames(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const block of source.matchAll(/interface \w*(?:PropsList|NameToClassKey)\w*(?:<[^>]*>)?\s*\{([^}]*)\}/g)) {
    for (const entry of (block[1] ?? '').matchAll(/(Mui\w+)\??\s*:\s*([^;]+);/g)) {
      if (entry[1]) names.set(entry[1], /^[\w.]+/.exec(entry[2]?.trim() ?? '')?.[0].replace(/^.*\./, '') ?? '');
    }
  }
  return names;
}

// ---------------------------------------------------------------------------------------------
// JSDoc

interface DocInfo {
  readonly description: string;
  readonly default?: string;
  readonly deprecated?: string;
  /** `@ignore - do not document.`: the package authors keep it out of the API pages. */
  readonly ignored?: boolean;
  readonly jsDoc?: JSDoc;
}

function lastJsDoc(node: Node): JSDoc | undefined {
  const docs = Node.isJSDocable(node) ? node.getJsDocs() : [];
  return docs[docs.length - 1];
}

function readDoc(jsDoc: JSDoc | undefined): DocInfo {
  if (!jsDoc) return { description: '' };
  let defaultValue: string | undefined;
  let deprecated: string | undefined;
  let ignored = false;
  for (const tag of jsDoc.getTags()) {
    const name = tag.getTagName();
    const text = (tag.getCommentText() ?? '').trim();
    // A bare `@default` says nothing about the value.
    if ((name === 'default' || name === 'defaultValue') && text) defaultValue = text;
    if (name === 'deprecated') deprecated = text;
    if (name === 'ignore') ignored = true;
  }
  return { description: jsDoc.getDescription().trim(), default: defaultValue, deprecated, ignored, jsDoc };
}

/** `- The event.` -> `The event.` (JSDoc allows a dash between a parameter name and its text). */
function tagText(text: string | undefined): string {
  return (text ?? '').trim().replace(/^-\s+/, '');
}

// ---------------------------------------------------------------------------------------------
// Files and packages

interface FilePackage {
  readonly name: string;
  readonly dir: string;
  /** The file's path inside its package, with forward slashes. */
  readonly relative: string;
}

// ---------------------------------------------------------------------------------------------
// The extractor

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

export interface ApiExtractor {
  readonly project: Project;
  extract(spec: ApiPageSpec): ApiPageData;
}

interface FoundExport {
  readonly pkg: ApiPackage;
  /** The exported name: the page name, or `Unstable_<name>` for unstable components. */
  readonly exportName: string;
  readonly declarations: readonly Node[];
}

interface PropertyInfo {
  readonly prop: Omit<ApiProp, 'plan'>;
  /** The tier of the package that declares the property. */
  readonly declaredPlan?: Plan;
}

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

export function createExtractor(options: ExtractorOptions): ApiExtractor {
  const project = createApiProject();
  const warn = options.onWarning ?? (() => undefined);
  const allPackages = Object.values(options.packages).flat();

  const roots = new Map<string, SourceFile>();
  for (const pkg of allPackages) {
    const indexFile = path.join(pkg.dir, 'index.d.ts');
    if (!existsSync(indexFile)) throw new Error(`Cannot read ${pkg.name}: ${indexFile} does not exist.`);
    roots.set(pkg.name, project.addSourceFileAtPath(indexFile));
  }

  // The probe: `type I0 = P0.GridColDef;` applies an interface's default type arguments, and
  // `<P0.ChartContainerPro />` makes the checker pick a generic component's defaults. Missing exports
  // and missing required props are type errors in the probe only: nothing reads its diagnostics.
  const probes = new Map<string, Node>();
  const probeKey = (pkg: ApiPackage, exportName: string) => `${pkg.name}:${exportName}`;
  let probeFile: SourceFile | undefined;
  if (allPackages[0] && options.pages.length) {
    const lines = allPackages.map(
      (pkg, index) => `import * as P${index} from ${JSON.stringify(path.join(pkg.dir, 'index'))};`,
    );
    const entries: [string, string][] = [];
    const componentNames = new Set<string>();
    for (const spec of options.pages) {
      for (const pkg of options.packages[spec.product] ?? []) {
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
    probeFile = project.createSourceFile(
      path.join(path.dirname(allPackages[0].dir), '__api-reference-probe__.tsx'),
      lines.join('\n'),
      { overwrite: true },
    );
    for (const [name, key] of entries) {
      const node = name.startsWith('I')
        ? probeFile.getTypeAliasOrThrow(name)
        : probeFile.getVariableDeclarationOrThrow(name).getInitializerOrThrow();
      probes.set(key, node);
    }
  }

  const ownDirs = allPackages.map((pkg) => pkg.dir);

  function packageOfFile(filePath: string): FilePackage | undefined {
    // The last `node_modules/@mui/<name>/` wins: premium's nested copy of x-data-grid is x-data-grid.
    const match = /^(.*\/node_modules\/(@mui\/[^/]+))\/(.+)$/.exec(filePath);
    if (match?.[1] && match[2] && match[3]) return { dir: match[1], name: match[2], relative: match[3] };
    const ownIndex = ownDirs.findIndex((dir) => filePath.startsWith(`${dir}/`));
    const own = allPackages[ownIndex];
    return own ? { dir: own.dir, name: own.name, relative: filePath.slice(own.dir.length + 1) } : undefined;
  }

  /** Declarations in @mui packages: the hundreds of HTML and React attributes are left out. */
  function ownDeclarations(symbol: MorphSymbol): Node[] {
    return symbol.getDeclarations().filter((decl) => packageOfFile(decl.getSourceFile().getFilePath()) !== undefined);
  }

  function documentedDeclaration(symbol: MorphSymbol): Node | undefined {
    const declarations = ownDeclarations(symbol);
    return declarations.find((decl) => lastJsDoc(decl)) ?? declarations[0];
  }

  const exportsCache = new Map<string, ReturnType<SourceFile['getExportedDeclarations']>>();
  function exportsOf(pkg: ApiPackage) {
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

  /** The export in each tier package that has it, lowest tier first. */
  function findTiers(spec: Pick<ApiPageSpec, 'product' | 'name'>): FoundExport[] {
    return (options.packages[spec.product] ?? [])
      .map((pkg) => findExport(pkg, spec.name))
      .filter((found) => found !== undefined);
  }

  // --- types ---

  /**
   * Names are printed as seen from the declaration they come from; seen from the probe they would be
   * qualified by its namespace imports (`P3.PickersInputProps`), so those print unqualified instead.
   */
  function enclosing(location: Node | undefined): Node | undefined {
    return location && location.getSourceFile() !== probeFile ? location : undefined;
  }

  function typeText(type: Type, location: Node | undefined): string {
    return removeImportPaths(type.getText(enclosing(location), TYPE_FORMAT_FLAGS));
  }

  function signatureText(signature: Signature, location: Node | undefined): string {
    const checker = project.getTypeChecker().compilerObject;
    return removeImportPaths(
      checker.signatureToString(signature.compilerSignature, enclosing(location)?.compilerNode, TYPE_FORMAT_FLAGS),
    );
  }

  function formatMember(type: Type, location: Node | undefined, inUnion: boolean): string {
    const signatures = type.getCallSignatures();
    const [onlySignature] = signatures;
    if (onlySignature && signatures.length === 1 && type.getProperties().length === 0) {
      const text = signatureText(onlySignature, location);
      return inUnion ? `(${text})` : text;
    }
    const text = typeText(type, location);
    if (type.isAnonymous() && signatures.length === 0 && text.length > MAX_OBJECT_TYPE_LENGTH) return 'object';
    return text;
  }

  /**
   * Readable type text: unions of literals spelled out (`'cell' | 'row'`, not `GridEditMode`), other
   * named unions kept by name (`SxProps<Theme>`), functions as `(a: A) => R`, long object types as
   * `object`, and no `| undefined` on optional props.
   */
  function formatType(type: Type, location: Node | undefined, optional: boolean): string {
    const isEnum = (type.getFlags() & ts.TypeFlags.EnumLiteral) !== 0;
    if (!type.isUnion() || isEnum) return formatMember(type, location, false);
    const members = type.getUnionTypes().filter((member) => !(optional && member.isUndefined()));
    const named = type.getAliasSymbol() !== undefined && !members.every(isLiteralLike);
    if (named || members.length > MAX_UNION_MEMBERS) {
      const text = typeText(type, location);
      return optional ? text.replace(/ \| undefined$/, '') : text;
    }
    const [single] = members;
    if (single && members.length === 1) return formatMember(single, location, false);
    const hasBoolean = members.filter((member) => member.isBooleanLiteral()).length === 2;
    const parts: string[] = [];
    for (const member of members) {
      const text = hasBoolean && member.isBooleanLiteral() ? 'boolean' : formatMember(member, location, true);
      if (!parts.includes(text)) parts.push(text);
    }
    // The checker lists `null` first; a reader expects it last (`string | number | null`).
    const nullish = (text: string) => text === 'null' || text === 'undefined';
    return [...parts.filter((text) => !nullish(text)), ...parts.filter(nullish)].join(' | ');
  }

  function readSignature(jsDoc: JSDoc | undefined, type: Type, location: Node): ApiSignature | undefined {
    if (!jsDoc) return undefined;
    const tags = jsDoc.getTags();
    const paramTags = tags.filter(Node.isJSDocParameterTag);
    const returnTag = tags.find(Node.isJSDocReturnTag);
    if (!paramTags.length && !returnTag) return undefined;
    const signature = type.getNonNullableType().getCallSignatures()[0];
    const actualParam = (name: string) => signature?.getParameters().find((param) => param.getName() === name);
    return {
      params: paramTags.map((tag) => {
        const name = tag.getName();
        const written = tag.getTypeExpression()?.getTypeNode().getText();
        const actual = actualParam(name);
        return {
          name,
          type: written ?? (actual ? typeText(actual.getTypeAtLocation(location), location) : ''),
          description: tagText(tag.getCommentText()),
        };
      }),
      returns: returnTag
        ? {
            type:
              returnTag.getTypeExpression()?.getTypeNode().getText() ??
              (signature ? typeText(signature.getReturnType(), location) : ''),
            description: tagText(returnTag.getCommentText()),
          }
        : undefined,
    };
  }

  /** The type as written in a property or method declaration (`GridRowParams<R>`, alias names kept). */
  function declaredType(decl: Node): { type: Type; reference?: string } | undefined {
    if (Node.isPropertySignature(decl) || Node.isPropertyDeclaration(decl)) {
      const typeNode = decl.getTypeNode();
      if (!typeNode) return { type: decl.getType() };
      // A named type reads best as its author wrote it (`SxProps<Theme>`, `GridSlotsComponentsProps`):
      // the checker would print what an alias of an alias stands for (`Partial<{ ... }>`).
      // @mui/material writes `sx?: SxProps<Theme> | undefined`: the `undefined` adds nothing to an
      // optional prop.
      const written = Node.isUnionTypeNode(typeNode)
        ? typeNode.getTypeNodes().filter((member) => member.getKind() !== ts.SyntaxKind.UndefinedKeyword)
        : [typeNode];
      const [only] = written;
      const reference =
        only && written.length === 1 && Node.isTypeReference(only) ? only.getText().replace(/\s+/g, ' ') : undefined;
      return { type: (reference && only ? only : typeNode).getType(), reference };
    }
    if (Node.isMethodSignature(decl) || Node.isMethodDeclaration(decl)) return { type: decl.getType() };
    return undefined;
  }

  function readProperty(symbol: MorphSymbol, location: Node): PropertyInfo | undefined {
    const documented = documentedDeclaration(symbol);
    if (!documented) return undefined;
    const doc = readDoc(lastJsDoc(documented));
    if (doc.ignored) return undefined;
    const required = !symbol.hasFlags(ts.SymbolFlags.Optional);
    // Mapped and synthesized properties have no written type, and a property merged from differently
    // typed declarations (AxisConfig's `scaleType`, one per scale) or typed by a type parameter
    // (`value: TValue`) reads better as the use site sees it.
    let declared = declaredType(documented);
    const writtenTypes = new Set(
      ownDeclarations(symbol).map((decl) => (Node.isPropertySignature(decl) ? decl.getTypeNode()?.getText() : '')),
    );
    if (writtenTypes.size > 1) declared = undefined;
    if (declared?.type.isTypeParameter()) {
      // `TEnableAccessibleFieldDOMStructure extends boolean` is a boolean, not its default `true`.
      const constraint = declared.type.getConstraint();
      const simple =
        constraint && (constraint.isUnion() ? constraint.getUnionTypes() : [constraint]).every(isLiteralLike);
      declared = simple && constraint ? { type: constraint } : undefined;
    }
    const type = declared?.type ?? symbol.getTypeAtLocation(location);
    const typeLocation = declared ? documented : location;
    const filePackage = packageOfFile(documented.getSourceFile().getFilePath());
    const isFunction = type.getNonNullableType().getCallSignatures().length > 0;
    // Named unions of literals are still spelled out, and named function types written as functions.
    const spellOut = type.isUnion() ? type.getUnionTypes().every(isLiteralLike) : isFunction;
    return {
      declaredPlan: filePackage ? planOfPackageName(filePackage.name) : undefined,
      prop: {
        name: symbol.getName(),
        type: declared?.reference && !spellOut ? declared.reference : formatType(type, typeLocation, !required),
        default: doc.default,
        required,
        deprecated: doc.deprecated,
        description: doc.description,
        signature: isFunction ? readSignature(doc.jsDoc, type, typeLocation) : undefined,
      },
    };
  }

  function readProperties(type: Type, location: Node): Map<string, PropertyInfo> {
    const result = new Map<string, PropertyInfo>();
    for (const symbol of type.getProperties()) {
      const info = readProperty(symbol, location);
      if (info) result.set(info.prop.name, info);
    }
    return result;
  }

  function ownPropertyNames(type: Type): Set<string> {
    return new Set(
      type
        .getProperties()
        .filter((symbol) => ownDeclarations(symbol).length > 0)
        .map((symbol) => symbol.getName()),
    );
  }

  function propertyType(owner: Type, name: string, location: Node): Type | undefined {
    return owner.getProperty(name)?.getTypeAtLocation(location).getNonNullableType();
  }

  // --- components ---

  interface ComponentProps {
    readonly decl: Node;
    /** Where the props type was read: the declaration, or the probe for a generic component. */
    readonly location: Node;
    readonly props: Type | undefined;
  }

  function componentProps(found: FoundExport): ComponentProps {
    const decl = found.declarations.find(
      (node) => Node.isVariableDeclaration(node) || Node.isFunctionDeclaration(node),
    );
    if (!decl) {
      throw new Error(`Cannot read export "${found.exportName}" of ${found.pkg.name}: it is not a component.`);
    }
    const signature = decl.getType().getCallSignatures()[0];
    if (!signature) {
      throw new Error(`Cannot read export "${found.exportName}" of ${found.pkg.name}: its type has no call signature.`);
    }
    const probe = probes.get(probeKey(found.pkg, found.exportName));
    if (signature.getTypeParameters().length && probe && Node.isJsxSelfClosingElement(probe)) {
      const instantiated = project.getTypeChecker().getResolvedSignature(probe);
      if (instantiated) {
        return { decl, location: probe, props: instantiated.getParameters()[0]?.getTypeAtLocation(probe) };
      }
    }
    // A component without parameters (RadarMetricLabels) has no props.
    return { decl, location: decl, props: signature.getParameters()[0]?.getTypeAtLocation(decl) };
  }

  function componentDoc(decl: Node): DocInfo {
    const holder = Node.isVariableDeclaration(decl) ? decl.getVariableStatement() : decl;
    return readDoc(holder ? lastJsDoc(holder) : undefined);
  }

  const themeNamesCache = new Map<string, Map<string, string>>();
  function themeNames(packageDir: string): Map<string, string> {
    let names = themeNamesCache.get(packageDir);
    if (!names) {
      names = new Map<string, string>();
      // props.d.ts comes first: its props type names identify the components.
      for (const file of ['props.d.ts', 'overrides.d.ts']) {
        const filePath = path.join(packageDir, 'themeAugmentation', file);
        if (!existsSync(filePath)) continue;
        for (const [key, value] of parseThemeNames(readFileSync(filePath, 'utf8'))) {
          if (!names.has(key)) names.set(key, value);
        }
      }
      themeNamesCache.set(packageDir, names);
    }
    return names;
  }

  /** Names of the types a props type is made of (`Omit<DataGridProProps<R>, 'x'> & RefAttributes`). */
  function typeNames(type: Type, depth = 0): Set<string> {
    const names = new Set<string>();
    const add = (name: string | undefined) => name && names.add(name);
    add(type.getAliasSymbol()?.getName());
    add(type.getSymbol()?.getName());
    if (depth < 3) {
      const nested = [...(type.isIntersection() ? type.getIntersectionTypes() : []), ...type.getAliasTypeArguments()];
      for (const member of nested) for (const name of typeNames(member, depth + 1)) names.add(name);
    }
    return names;
  }

  function findMuiName(name: string, packageDir: string, propsType: Type | undefined): string | undefined {
    const names = themeNames(packageDir);
    if (names.has(`Mui${name}`)) return `Mui${name}`;
    if (!propsType) return undefined;
    const propsNames = typeNames(propsType);
    for (const [muiName, typeName] of names) if (typeName && propsNames.has(typeName)) return muiName;
    return undefined;
  }

  function readSlots(propsType: Type, location: Node): ApiSlot[] {
    const slotsType = propertyType(propsType, 'slots', location);
    if (!slotsType) return [];
    const slots: ApiSlot[] = [];
    for (const symbol of slotsType.getProperties()) {
      const documented = documentedDeclaration(symbol);
      if (!documented) continue;
      const doc = readDoc(lastJsDoc(documented));
      if (doc.ignored) continue;
      slots.push({ name: symbol.getName(), defaultComponent: doc.default, description: doc.description });
    }
    return slots.sort((a, b) => compareNames(a.name, b.name));
  }

  /** The `classes` prop's type, or for a component without one its exported `<Name>Classes` interface. */
  function classesType(owner: FoundExport, name: string, component: ComponentProps): Type | undefined {
    const fromProp = component.props && propertyType(component.props, 'classes', component.location);
    if (fromProp) return fromProp;
    return exportsOf(owner.pkg).get(`${name}Classes`)?.find(Node.isInterfaceDeclaration)?.getType();
  }

  function readClasses(type: Type | undefined, fallbackPrefix: string): ApiCssClass[] {
    if (!type) return [];
    const entries: { key: string; description: string; file: string }[] = [];
    for (const symbol of type.getProperties()) {
      const documented = documentedDeclaration(symbol);
      if (!documented) continue;
      entries.push({
        key: symbol.getName(),
        description: readDoc(lastJsDoc(documented)).description,
        file: documented.getSourceFile().getFilePath(),
      });
    }
    const keys = entries.map((entry) => entry.key);
    // The compiled module next to the classes interface names the prefix it generates.
    const jsFile = entries[0]?.file.replace(/\.d\.ts$/, '.js');
    const prefix =
      (jsFile && existsSync(jsFile) ? findClassPrefix(readFileSync(jsFile, 'utf8'), keys) : undefined) ??
      fallbackPrefix;
    return entries
      .map(({ key, description }) => ({ key, className: globalClassName(prefix, key), description }))
      .sort((a, b) => compareNames(a.key, b.key));
  }

  function refTargetOf(component: ComponentProps): string | undefined {
    const ref = component.props?.getProperty('ref');
    if (!ref) return undefined;
    const text = typeText(ref.getTypeAtLocation(component.location), component.location);
    return /Ref(?:Object)?<([\w.]+)>/.exec(text)?.[1];
  }

  function subpathImport(found: FoundExport, decl: Node): string | undefined {
    const filePackage = packageOfFile(decl.getSourceFile().getFilePath());
    const folder = filePackage?.relative.split('/')[0];
    if (!filePackage || !folder || folder === filePackage.relative || ['internals', 'esm'].includes(folder)) {
      return undefined;
    }
    const indexFile = path.join(filePackage.dir, folder, 'index.d.ts');
    if (!existsSync(indexFile)) return undefined;
    const loaded = project.getSourceFile(indexFile);
    const exported = loaded
      ? loaded.getExportedDeclarations().has(found.exportName)
      : new RegExp(`\\b${found.exportName}\\b`).test(readFileSync(indexFile, 'utf8'));
    return exported ? `import { ${found.exportName} } from '${filePackage.name}/${folder}';` : undefined;
  }

  function checkPlan(spec: ApiPageSpec, computed: Plan | undefined): Plan | undefined {
    if (computed !== spec.plan) {
      warn(
        `${spec.name}: pages.ts says plan ${spec.plan ?? 'free'}, the packages say ${computed ?? 'free'} ` +
          `(the lowest tier exporting it); keeping pages.ts.`,
      );
    }
    return spec.plan;
  }

  /**
   * The plan mark of each prop. A Pro or Premium edition of a component (DataGridPremium, BarChartPro)
   * is compared with its lower editions: a prop DataGridPro lacks is Premium, one DataGrid lacks is
   * Pro. Other components only mark a prop declared by a package above the page's own plan.
   */
  function propPlans(spec: ApiPageSpec, plan: Plan | undefined): (name: string, declared?: Plan) => Plan | undefined {
    const editions = siblingNames(spec.name).flatMap((name) => {
      const found = findTiers({ product: spec.product, name })[0];
      const props = found && componentProps(found).props;
      return found && props ? [{ plan: found.pkg.plan, names: ownPropertyNames(props) }] : [];
    });
    if (editions.length) {
      return (name) => {
        const edition = editions.find((candidate) => candidate.names.has(name));
        return edition ? edition.plan : plan;
      };
    }
    return (_name, declared) => (planRank(declared) > planRank(plan) ? declared : undefined);
  }

  function extractComponent(spec: ApiPageSpec): ApiPageData {
    const tiers = findTiers(spec);
    const owner = tiers[0];
    if (!owner) {
      const names = (options.packages[spec.product] ?? []).map((pkg) => pkg.name).join(', ');
      throw new Error(`Cannot read export "${spec.name}" from ${names}: no package exports it.`);
    }
    const plan = checkPlan(spec, owner.pkg.plan);
    const component = componentProps(owner);
    const { decl, props: propsType } = component;
    const doc = componentDoc(decl);
    const filePackage = packageOfFile(decl.getSourceFile().getFilePath());
    const markOf = propPlans(spec, plan);

    const props = new Map<string, ApiProp>();
    if (propsType) {
      for (const [name, info] of readProperties(propsType, component.location)) {
        props.set(name, { ...info.prop, plan: markOf(name, info.declaredPlan) });
      }
    }
    // A higher tier may augment a shared component's props through module augmentation of its own
    // copy (premium adds `excelOptions` to `GridToolbarProps`): keep what that tier's package declares.
    for (const higher of tiers.slice(1)) {
      const higherComponent = componentProps(higher);
      if (higherComponent.decl === decl || !higherComponent.props) continue;
      for (const symbol of higherComponent.props.getProperties()) {
        const documented = props.has(symbol.getName()) ? undefined : documentedDeclaration(symbol);
        const filePackage = documented && packageOfFile(documented.getSourceFile().getFilePath());
        if (!filePackage || planOfPackageName(filePackage.name) !== higher.pkg.plan) continue;
        const info = readProperty(symbol, higherComponent.location);
        if (info)
          props.set(info.prop.name, { ...info.prop, plan: higherPlan(markOf(info.prop.name), higher.pkg.plan) });
      }
    }

    const muiName = filePackage ? findMuiName(spec.name, filePackage.dir, propsType) : undefined;
    const subpath = subpathImport(owner, decl);
    return {
      kind: 'component',
      name: spec.name,
      product: spec.product,
      path: apiPath(spec.product, spec.name),
      plan,
      description: cleanComponentDescription(doc.description),
      deprecated: doc.deprecated,
      imports: [
        ...(subpath ? [subpath] : []),
        ...tiers.map((found) => `import { ${found.exportName} } from '${found.pkg.name}';`),
      ],
      props: sortProps([...props.values()]),
      slots: propsType ? readSlots(propsType, component.location) : [],
      classes: readClasses(classesType(owner, spec.name, component), muiName ?? `Mui${spec.name}`),
      muiName,
      refTarget: refTargetOf(component),
      sourceFile: filePackage?.relative,
      sourcePackage: filePackage?.name,
    };
  }

  // --- interfaces ---

  function interfaceType(found: FoundExport, name: string): { type: Type; location: Node } {
    const probe = probes.get(probeKey(found.pkg, name));
    const probed = probe?.getType();
    if (probe && probed && !probed.isAny() && !probed.isUnknown()) return { type: probed, location: probe };
    const decl = found.declarations.find(
      (candidate) => Node.isInterfaceDeclaration(candidate) || Node.isTypeAliasDeclaration(candidate),
    );
    if (!decl) throw new Error(`Interface "${name}" of ${found.pkg.name} is not an interface or a type.`);
    return { type: decl.getType(), location: decl };
  }

  function extractInterface(spec: ApiPageSpec): ApiPageData {
    const tiers = findTiers(spec);
    const owner = tiers[0];
    if (!owner) {
      const names = (options.packages[spec.product] ?? []).map((pkg) => pkg.name).join(', ');
      throw new Error(`Interface "${spec.name}" no longer exists: none of ${names} exports it.`);
    }
    const plan = checkPlan(spec, owner.pkg.plan);
    // Each tier exports its own view of the interface (GridApi grows with the plan; module
    // augmentation adds members): a property first seen in a higher tier, or declared by a higher
    // tier's package, carries that tier's plan.
    const props = new Map<string, ApiProp>();
    for (const found of tiers) {
      const { type, location } = interfaceType(found, spec.name);
      for (const [name, info] of readProperties(type, location)) {
        if (!props.has(name)) props.set(name, { ...info.prop, plan: higherPlan(found.pkg.plan, info.declaredPlan) });
      }
    }
    const decl = owner.declarations[0];
    const doc = decl ? readDoc(lastJsDoc(decl)) : { description: '' };
    const filePackage = decl ? packageOfFile(decl.getSourceFile().getFilePath()) : undefined;
    return {
      kind: 'interface',
      name: spec.name,
      product: spec.product,
      path: apiPath(spec.product, spec.name),
      plan,
      description: cleanComponentDescription(doc.description),
      deprecated: doc.deprecated,
      imports: tiers.map((found) => `import { ${found.exportName} } from '${found.pkg.name}';`),
      props: sortProps([...props.values()]),
      slots: [],
      classes: [],
      sourceFile: filePackage?.relative,
      sourcePackage: filePackage?.name,
    };
  }

  return {
    project,
    extract(spec) {
      return spec.kind === 'component' ? extractComponent(spec) : extractInterface(spec);
    },
  };
}

/** `DataGridPremium` -> `['DataGrid', 'DataGridPro']`, `BarChartPro` -> `['BarChart']`: lower editions. */
export function siblingNames(name: string): string[] {
  const match = /^(.+?)(Pro|Premium)$/.exec(name);
  if (!match?.[1]) return [];
  return match[2] === 'Premium' ? [match[1], `${match[1]}Pro`] : [match[1]];
}

/** Literal and keyword members: a union of only these reads best spelled out. */
function isLiteralLike(type: Type): boolean {
  const flags =
    ts.TypeFlags.Literal |
    ts.TypeFlags.EnumLiteral |
    ts.TypeFlags.Null |
    ts.TypeFlags.Undefined |
    ts.TypeFlags.Void |
    ts.TypeFlags.String |
    ts.TypeFlags.Number |
    ts.TypeFlags.Boolean |
    ts.TypeFlags.BigInt;
  return (type.getFlags() & flags) !== 0;
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
