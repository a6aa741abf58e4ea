// The names of the types an API page defines in its Types section: every type in the page's tables
// that is one of them links to its definition (`#type-GridRowHeightParams`). A context, so the
// tables deep inside the page need no extra prop.
import { createContext, useContext } from 'react';

const NO_NAMES: ReadonlySet<string> = new Set();

export const TypeDefinitionNames = createContext<ReadonlySet<string>>(NO_NAMES);

export function useTypeDefinitionNames(): ReadonlySet<string> {
  return useContext(TypeDefinitionNames);
}
