// The scope module of an editable demo (`?demo-scope`): what its source imports as values, keyed by
// the specifier readers see in the code panel, so the edited code resolves the same imports to the
// same modules. It joins the page's demo chunk, which already holds every one of those modules.
import { parseSync, transformSync, types as t } from '@babel/core';
import { DemoSourceError, displaySpecifier } from './transform';
import { scopeModuleSource, type ScopeImport } from '../../src/lib/demoScope';

/**
 * The demo's value imports. TypeScript is stripped first (Babel drops imports used only as types),
 * so a type such as `GridColDef` never becomes an import of a name the package does not export at
 * run time.
 */
export function valueImports(source: string, file: string): ScopeImport[] {
  let code: string | null | undefined;
  try {
    code = transformSync(source, {
      filename: file,
      babelrc: false,
      configFile: false,
      presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: false }]],
    })?.code;
  } catch (error) {
    throw new DemoSourceError(file, `cannot be parsed: ${(error as Error).message}`);
  }
  const ast = parseSync(code ?? '', {
    filename: `${file}.js`,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    parserOpts: { plugins: ['jsx'] },
  });
  const imports: ScopeImport[] = [];
  for (const node of ast?.program.body ?? []) {
    if (!t.isImportDeclaration(node)) continue;
    const request = node.source.value;
    const sibling = request.startsWith('.');
    const names = node.specifiers.flatMap((specifier) => {
      if (t.isImportDefaultSpecifier(specifier)) return ['default'];
      if (t.isImportSpecifier(specifier)) {
        return [t.isIdentifier(specifier.imported) ? specifier.imported.name : specifier.imported.value];
      }
      return [];
    });
    const namespace = sibling || node.specifiers.some((specifier) => t.isImportNamespaceSpecifier(specifier));
    imports.push({ key: displaySpecifier(request), request, names, namespace });
  }
  return imports;
}

export function buildScopeModule(source: string, file: string): string {
  return scopeModuleSource(valueImports(source, file));
}
