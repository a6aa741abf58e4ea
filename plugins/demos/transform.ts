// Turns a demo's TypeScript source into what the page needs: the JavaScript variant (types removed
// with Babel, then Prettier), a short JSX preview, and the list of what it imports. Pure functions of
// the source text, so the loader stays a thin adapter and this is unit tested.
import path from 'node:path';
import { parseSync, transformAsync, traverse, types as t, type NodePath } from '@babel/core';
// The standalone build: the main entry loads its core with a dynamic import, which jest's CommonJS
// runtime cannot follow.
import { format } from 'prettier/standalone';
import * as prettierBabel from 'prettier/plugins/babel';
import * as prettierEstree from 'prettier/plugins/estree';

/** The shared demo data module, copied into sandboxes as a local file. */
export const DEMO_DATA_SPECIFIER = '@site/src/demo-data';
export const DEMO_DATA_FILE = 'demoData.ts';
/**
 * Named data sets beside it (`@site/src/demo-data/chartsClimate`): self-contained modules, copied
 * into sandboxes as `chartsClimate.ts`, so a demo carries only the figures it uses. A larger one is
 * a folder (`src/demo-data/gridServerBackend/index.ts` and its modules), copied as that folder.
 */
const DATA_MODULE_NAME = '[A-Za-z][A-Za-z0-9]*';
const DATA_MODULE_PATTERN = new RegExp(`^${DEMO_DATA_SPECIFIER}/(${DATA_MODULE_NAME})$`);
export const PREVIEW_MAX_LINES = 16;

export class DemoSourceError extends Error {
  constructor(file: string, problem: string) {
    super(`Demo ${file}: ${problem}`);
    this.name = 'DemoSourceError';
  }
}

function parse(source: string, file: string): t.File {
  try {
    const ast = parseSync(source, {
      filename: file,
      babelrc: false,
      configFile: false,
      sourceType: 'module',
      parserOpts: { plugins: ['typescript', 'jsx'] },
    });
    if (!ast) throw new Error('empty parse result');
    return ast;
  } catch (error) {
    throw new DemoSourceError(file, `cannot be parsed: ${(error as Error).message}`);
  }
}

export interface DemoImports {
  /** Bare specifiers: packages and their subpaths. */
  readonly packages: string[];
  /** Relative specifiers of sibling files (`./salesData`). */
  readonly siblings: string[];
  readonly usesDemoData: boolean;
  /** Names of the data modules under src/demo-data it imports (`chartsClimate`). */
  readonly dataModules: string[];
}

export function findImports(source: string, file: string): DemoImports {
  const ast = parse(source, file);
  const packages = new Set<string>();
  const siblings = new Set<string>();
  const dataModules = new Set<string>();
  let usesDemoData = false;
  for (const node of ast.program.body) {
    if (!t.isImportDeclaration(node) && !(t.isExportNamedDeclaration(node) && node.source)) continue;
    if (t.isImportDeclaration(node) && node.importKind === 'type') continue;
    const specifier = node.source!.value;
    const dataModule = DATA_MODULE_PATTERN.exec(specifier)?.[1];
    if (specifier === DEMO_DATA_SPECIFIER) usesDemoData = true;
    else if (dataModule) dataModules.add(dataModule);
    else if (specifier.startsWith('.')) siblings.add(specifier);
    else if (specifier.startsWith('@site/')) {
      throw new DemoSourceError(
        file,
        `imports ${specifier}; demos may import packages, sibling files, ${DEMO_DATA_SPECIFIER} and its data modules (${DEMO_DATA_SPECIFIER}/<name>) only.`,
      );
    } else packages.add(specifier);
  }
  return { packages: [...packages], siblings: [...siblings], usesDemoData, dataModules: [...dataModules] };
}

/**
 * Every relative specifier a file imports or re-exports from, type-only ones included: the files a
 * demo data folder needs beside it (a type-only import still has to resolve in a sandbox).
 */
export function relativeImports(source: string, file: string): string[] {
  const specifiers = new Set<string>();
  for (const node of parse(source, file).program.body) {
    const from =
      t.isImportDeclaration(node) || t.isExportAllDeclaration(node) || t.isExportNamedDeclaration(node)
        ? node.source?.value
        : undefined;
    if (from?.startsWith('.')) specifiers.add(from);
  }
  return [...specifiers];
}

/** Throws unless the file default-exports something (the demo component). */
export function assertDefaultExport(source: string, file: string): void {
  const ast = parse(source, file);
  const hasDefault = ast.program.body.some(
    (node) =>
      t.isExportDefaultDeclaration(node) ||
      (t.isExportNamedDeclaration(node) &&
        node.specifiers.some((s) => t.isExportSpecifier(s) && t.isIdentifier(s.exported, { name: 'default' }))),
  );
  if (!hasDefault) throw new DemoSourceError(file, 'has no default export; export the demo component as default.');
}

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines
    .slice(1)
    .filter((line) => line.trim())
    .map((line) => /^ */.exec(line)![0].length);
  const cut = Math.min(...indents, Infinity);
  if (!Number.isFinite(cut)) return text;
  return [lines[0], ...lines.slice(1).map((line) => line.slice(cut))].join('\n');
}

/** The JSX the default-exported component returns, when it fits in PREVIEW_MAX_LINES lines. */
export function extractPreview(source: string, file: string): string | null {
  const ast = parse(source, file);
  let componentName: string | null = null;
  let preview: string | null = null;
  for (const node of ast.program.body) {
    if (t.isExportDefaultDeclaration(node)) {
      if (t.isIdentifier(node.declaration)) componentName = node.declaration.name;
      else if (t.isFunctionDeclaration(node.declaration)) componentName = node.declaration.id?.name ?? '';
    }
  }
  traverse(ast, {
    ReturnStatement(returnPath: NodePath<t.ReturnStatement>) {
      const fn = returnPath.getFunctionParent();
      const owner = fn?.node;
      const name =
        owner && t.isFunctionDeclaration(owner)
          ? owner.id?.name
          : t.isVariableDeclarator(fn?.parent) && t.isIdentifier(fn.parent.id)
            ? fn.parent.id.name
            : undefined;
      if (name === undefined || name !== componentName || !fn || fn.getFunctionParent()) return;
      const argument = returnPath.node.argument;
      if (!argument || !(t.isJSXElement(argument) || t.isJSXFragment(argument))) return;
      preview = dedent(source.slice(argument.start!, argument.end!));
    },
  });
  if (preview === null) return null;
  return (preview as string).split('\n').length <= PREVIEW_MAX_LINES ? preview : null;
}

/** Readable JavaScript from the TypeScript source: types removed, then formatted by Prettier. */
export async function toJavaScript(source: string, file: string): Promise<string> {
  // retainLines keeps each statement on its source line, so the blank lines between paragraphs of
  // code survive; Prettier then folds the gaps left by removed type declarations.
  let code: string | null | undefined;
  try {
    const result = await transformAsync(source, {
      filename: file,
      babelrc: false,
      configFile: false,
      retainLines: true,
      presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: false }]],
    });
    code = result?.code;
  } catch (error) {
    throw new DemoSourceError(file, `cannot be converted to JavaScript: ${(error as Error).message}`);
  }
  if (!code) throw new DemoSourceError(file, 'produced no JavaScript.');
  const formatted = await format(code, {
    parser: 'babel',
    plugins: [prettierBabel, prettierEstree],
    singleQuote: true,
    trailingComma: 'all',
    printWidth: 85,
    filepath: file.replace(/\.tsx?$/, '.js'),
  });
  return formatted;
}

/** An import specifier as readers see it: `@site/src/demo-data/chartsClimate` is `./chartsClimate`. */
export function displaySpecifier(specifier: string): string {
  if (specifier === DEMO_DATA_SPECIFIER) return `./${DEMO_DATA_FILE.replace(/\.ts$/, '')}`;
  const dataModule = DATA_MODULE_PATTERN.exec(specifier)?.[1];
  return dataModule ? `./${dataModule}` : specifier;
}

/** The source as readers see it: the shared data and the data modules imported as local files. */
export function displaySource(source: string): string {
  return source
    .replaceAll(`'${DEMO_DATA_SPECIFIER}'`, `'./${DEMO_DATA_FILE.replace(/\.ts$/, '')}'`)
    .replaceAll(new RegExp(`'${DEMO_DATA_SPECIFIER}/(${DATA_MODULE_NAME})'`, 'g'), "'./$1'");
}

export function jsFileName(name: string): string {
  return name.replace(/\.tsx$/, '.jsx').replace(/\.ts$/, '.js');
}

/** `BasicSorting.tsx` -> `BasicSorting`. */
export function componentName(file: string): string {
  return path.basename(file).replace(/\.[jt]sx?$/, '');
}
