// A component's theme name (`MuiDataGrid`: the key of its default props and style overrides), read
// from the package's theme augmentation.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Type } from 'ts-morph';
import { parseThemeNames } from './text';

export type MuiNameFinder = (name: string, packageDir: string, propsType: Type | undefined) => string | undefined;

export function createMuiNameFinder(): MuiNameFinder {
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

  return (name, packageDir, propsType) => {
    const names = themeNames(packageDir);
    if (names.has(`Mui${name}`)) return `Mui${name}`;
    if (!propsType) return undefined;
    const propsNames = typeNames(propsType);
    for (const [muiName, typeName] of names) if (typeName && propsNames.has(typeName)) return muiName;
    return undefined;
  };
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
