// A component's slots (from its `slots` prop) and CSS classes (from its `classes` prop or its
// `<Name>Classes` interface, with the prefix the compiled module generates).
import { existsSync, readFileSync } from 'node:fs';
import { Node, type Type } from 'ts-morph';
import type { ApiCssClass, ApiSlot } from '../../src/lib/apiReference';
import type { ExtractContext, FoundExport } from './context';
import { lastJsDoc, readDoc } from './jsDoc';
import type { PropertyReader } from './properties';
import { compareNames, findClassPrefix, globalClassName } from './text';

export interface SlotsAndClassesReader {
  readSlots(propsType: Type, location: Node): ApiSlot[];
  /** The `classes` prop's type, or for a component without one its exported `<Name>Classes` interface. */
  classesType(owner: FoundExport, name: string, propsType: Type | undefined, location: Node): Type | undefined;
  readClasses(type: Type | undefined, fallbackPrefix: string): ApiCssClass[];
}

export function createSlotsAndClassesReader(
  context: ExtractContext,
  properties: PropertyReader,
): SlotsAndClassesReader {
  const { documentedDeclaration, propertyType } = properties;

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

  function classesType(owner: FoundExport, name: string, propsType: Type | undefined, location: Node) {
    const fromProp = propsType && propertyType(propsType, 'classes', location);
    if (fromProp) return fromProp;
    return context.exportsOf(owner.pkg).get(`${name}Classes`)?.find(Node.isInterfaceDeclaration)?.getType();
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

  return { readSlots, classesType, readClasses };
}
