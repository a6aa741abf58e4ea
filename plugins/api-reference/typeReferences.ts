// Which declaration a type name on an API page stands for: a name in a prop's type (or a field's)
// is resolved where that prop is declared, as the package's own code sees it, so `GridRowHeightParams`
// in DataGrid's `getRowHeight` is the interface DataGridProps.d.ts imports.
import { Node, ts, type Symbol as MorphSymbol } from 'ts-morph';
import { typeNamesIn } from '../../src/lib/typeNames';
import type { ExtractContext } from './context';
import type { ApiPackage } from './packages';

/** A declaration that can be shown as a definition. */
export type DefinitionDeclaration =
  | import('ts-morph').InterfaceDeclaration
  | import('ts-morph').TypeAliasDeclaration
  | import('ts-morph').EnumDeclaration;

export interface TypeReference {
  readonly name: string;
  readonly declaration: DefinitionDeclaration;
  /** The package that declares it (`@mui/x-data-grid`). */
  readonly packageName: string;
}

export interface TypeReferenceResolver {
  /**
   * The names in `texts` that stand for an interface, type alias or enum of an MUI X package, each
   * resolved in the scope of `scope` (the declaration the texts were read from), or else among the
   * exports of `tiers`. Type parameters (`R`), React's and the DOM's types are not among them.
   */
  resolve(texts: readonly string[], scope: Node, tiers: readonly ApiPackage[]): TypeReference[];
  /** Whether one of `tiers` exports `name` at its root. */
  isExported(name: string, tiers: readonly ApiPackage[]): boolean;
}

function isDefinition(node: Node): node is DefinitionDeclaration {
  return Node.isInterfaceDeclaration(node) || Node.isTypeAliasDeclaration(node) || Node.isEnumDeclaration(node);
}

export function createTypeReferenceResolver(context: ExtractContext): TypeReferenceResolver {
  const checker = context.project.getTypeChecker();
  /** By tiers, scope and name: what a name resolves to (null: nothing to define). */
  const cache = new Map<readonly ApiPackage[], Map<Node, Map<string, TypeReference | null>>>();

  /** The MUI X declaration of a symbol, following imports and re-exports. */
  function definitionOf(symbol: MorphSymbol | undefined): TypeReference | undefined {
    const target = symbol?.isAlias() ? (symbol.getAliasedSymbol() ?? symbol) : symbol;
    for (const declaration of target?.getDeclarations() ?? []) {
      if (!isDefinition(declaration)) continue;
      const owner = context.packageOfFile(declaration.getSourceFile().getFilePath());
      // Only MUI X's own types: Material UI's (`Theme`, `SxProps`) are documented on its own site.
      if (!owner?.name.startsWith('@mui/x-')) continue;
      return { name: declaration.getName(), declaration, packageName: owner.name };
    }
    return undefined;
  }

  function fromExports(name: string, tiers: readonly ApiPackage[]): TypeReference | undefined {
    for (const pkg of tiers) {
      const declaration = context.exportsOf(pkg).get(name)?.find(isDefinition);
      const found = declaration && definitionOf(declaration.getSymbol());
      if (found) return found;
    }
    return undefined;
  }

  return {
    resolve(texts, scope, tiers) {
      // The editions of a component share their props' declarations (DataGrid, DataGridPro, …).
      let byScope = cache.get(tiers);
      if (!byScope) cache.set(tiers, (byScope = new Map()));
      let byName = byScope.get(scope);
      if (!byName) byScope.set(scope, (byName = new Map()));
      const found: TypeReference[] = [];
      for (const name of new Set(texts.flatMap(typeNamesIn))) {
        let reference = byName.get(name);
        if (reference === undefined) {
          const inScope = definitionOf(checker.resolveName(name, scope, ts.SymbolFlags.Type, false));
          // The checker may print a name the declaring file never imports (an alias it reached
          // through another type): the packages' exports know it.
          const candidate = inScope?.name === name ? inScope : fromExports(name, tiers);
          reference = candidate?.name === name ? candidate : null;
          byName.set(name, reference);
        }
        if (reference) found.push(reference);
      }
      return found;
    },
    isExported(name, tiers) {
      return tiers.some((pkg) => context.exportsOf(pkg).has(name));
    },
  };
}
