// The definitions an API page shows in its Types section: each type named in its props' types and
// callback signatures that has no API page of its own (`GridRowHeightParams`, `GridCallbackDetails`),
// read from the same .d.ts as the props, then one level deeper (the page-less types those
// definitions' fields name), so a reader never needs the package source.
import { Node } from 'ts-morph';
import type { ApiProp, ApiTypeDefinition, ApiTypeField } from '../../src/lib/apiReference';
import type { ExtractContext, ExtractedPage } from './context';
import { lastJsDoc, readDoc } from './jsDoc';
import type { ApiPackage } from './packages';
import type { PropertyReader } from './properties';
import { compareNames, removeImportPaths, sortProps } from './text';
import { createTypeReferenceResolver, type DefinitionDeclaration, type TypeReference } from './typeReferences';

/**
 * At most this many definitions per page. DataGridPremium's props name about a hundred page-less
 * types; past the ones its props name most, the rest stay plain text. The page's data grows by a few
 * hundred bytes per definition.
 */
export const MAX_TYPE_DEFINITIONS = 60;
/** Fields listed per definition: an API object with hundreds of methods is cut here. */
export const MAX_TYPE_FIELDS = 25;
/**
 * The definitions of one page, as JSON, stay under this many bytes (its route data and its HTML both
 * carry them). A pickers page names dozens of owner-state and slot types of a few kB each.
 */
export const MAX_TYPE_DEFINITION_BYTES = 40_000;
/** A type alias longer than this (a mapped type spelled out) is cut, its end marked by `…`. */
const MAX_ALIAS_TEXT = 600;

interface Candidate {
  readonly reference: TypeReference;
  /** How many props (or, one level down, definitions) name it: the most named are kept first. */
  uses: number;
  readonly order: number;
}

interface ReadDefinition {
  readonly definition: ApiTypeDefinition;
  /** The names its fields, `extends` list or alias text mention, resolved. */
  readonly references: readonly TypeReference[];
}

/** Written type text on one line, without the JSDoc comments of its members. */
function collapse(text: string): string {
  return removeImportPaths(text)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The `slots` and `classes` props' types (`GridSlotsComponent`, `Partial<GridClasses>`) are what the
 * page's Slots and CSS classes tables already list in full.
 */
function listedElsewhere(prop: ApiProp, page: ExtractedPage['page']): boolean {
  return (prop.name === 'slots' && page.slots.length > 0) || (prop.name === 'classes' && page.classes.length > 0);
}

function propTexts(prop: ApiProp): string[] {
  return [
    prop.type,
    ...(prop.signature?.params.map((param) => param.type) ?? []),
    ...(prop.signature?.returns ? [prop.signature.returns.type] : []),
  ];
}

export function createTypeDefinitionReader(
  context: ExtractContext,
  properties: PropertyReader,
  hasPage: (name: string) => boolean,
): (extracted: ExtractedPage) => ApiTypeDefinition[] {
  const resolver = createTypeReferenceResolver(context);

  function readFields(declaration: DefinitionDeclaration): { fields: ApiTypeField[]; scopes: Node[] } {
    if (Node.isEnumDeclaration(declaration)) {
      const fields = declaration.getMembers().map((member) => {
        const doc = readDoc(lastJsDoc(member));
        const value = member.getValue();
        return {
          name: member.getName(),
          type: typeof value === 'string' ? JSON.stringify(value) : String(value ?? ''),
          required: true,
          description: doc.description,
          deprecated: doc.deprecated,
        };
      });
      return { fields, scopes: [] };
    }
    // Sorted like a props table: required first, then by name.
    const read = sortProps(
      [...properties.readProperties(declaration.getType(), declaration).values()].map((info) => ({
        name: info.prop.name,
        required: info.prop.required,
        info,
      })),
    ).map(({ info }) => info);
    return {
      fields: read.map(({ prop }) => ({
        name: prop.name,
        type: prop.type,
        required: prop.required,
        description: prop.description,
        default: prop.default,
        deprecated: prop.deprecated,
      })),
      scopes: read.map((info) => info.declaration),
    };
  }

  /** By tiers and declaration: a type named on several pages of a product is read once. */
  const cache = new Map<readonly ApiPackage[], Map<DefinitionDeclaration, ReadDefinition>>();
  function readDefinition(reference: TypeReference, tiers: readonly ApiPackage[]): ReadDefinition {
    let read = cache.get(tiers);
    if (!read) cache.set(tiers, (read = new Map()));
    let found = read.get(reference.declaration);
    if (!found) read.set(reference.declaration, (found = readNewDefinition(reference, tiers)));
    return found;
  }

  function readNewDefinition(reference: TypeReference, tiers: readonly ApiPackage[]): ReadDefinition {
    const { declaration, name } = reference;
    const doc = readDoc(lastJsDoc(declaration));
    const parameters = Node.isEnumDeclaration(declaration) ? [] : declaration.getTypeParameters();
    const base = {
      name,
      description: doc.description,
      deprecated: doc.deprecated,
      package: reference.packageName,
      exported: resolver.isExported(name, tiers),
      typeParameters: parameters.length
        ? `<${parameters.map((node) => collapse(node.getText())).join(', ')}>`
        : undefined,
    };
    const { fields, scopes } = readFields(declaration);
    // An alias reads as what it stands for, unless that is an object type with fields to list
    // (`{ [key: string]: any }` has none: its text says more).
    const typeNode = Node.isTypeAliasDeclaration(declaration) ? declaration.getTypeNode() : undefined;
    if (Node.isTypeAliasDeclaration(declaration) && !(typeNode && Node.isTypeLiteral(typeNode) && fields.length)) {
      const full = collapse(typeNode?.getText() ?? declaration.getType().getText(declaration));
      const text = full.length > MAX_ALIAS_TEXT ? `${full.slice(0, MAX_ALIAS_TEXT)}…` : full;
      return {
        definition: { ...base, kind: 'alias', text },
        references: resolver.resolve([text], declaration, tiers),
      };
    }
    const kept = fields.slice(0, MAX_TYPE_FIELDS);
    const heritage = Node.isInterfaceDeclaration(declaration)
      ? declaration.getExtends().map((clause) => collapse(clause.getText()))
      : [];
    const references = [
      ...resolver.resolve(heritage, declaration, tiers),
      ...kept.flatMap((field, index) => {
        const scope = scopes[index];
        return scope ? resolver.resolve([field.type], scope, tiers) : [];
      }),
    ];
    return {
      definition: {
        ...base,
        kind: Node.isEnumDeclaration(declaration)
          ? 'enum'
          : Node.isInterfaceDeclaration(declaration)
            ? 'interface'
            : 'alias',
        extends: heritage.length ? heritage.join(', ') : undefined,
        fields: kept,
        omittedFields: fields.length > kept.length ? fields.length - kept.length : undefined,
      },
      references,
    };
  }

  /** Adds each reference that has no page and is not the page itself, counting repeated names. */
  function tally(candidates: Map<string, Candidate>, references: readonly TypeReference[], pageName: string) {
    for (const reference of new Map(references.map((found) => [found.name, found])).values()) {
      if (hasPage(reference.name) || reference.name === pageName) continue;
      const known = candidates.get(reference.name);
      if (known) known.uses += 1;
      else candidates.set(reference.name, { reference, uses: 1, order: candidates.size });
    }
  }

  /** The most used first, then in the order the page names them. */
  function ranked(candidates: Map<string, Candidate>): Candidate[] {
    return [...candidates.values()].sort((a, b) => b.uses - a.uses || a.order - b.order);
  }

  return function definitionsFor({ page, declarations }) {
    const tiers = context.packages[page.product] ?? [];
    const direct = new Map<string, Candidate>();
    for (const prop of page.props) {
      const scope = declarations.get(prop.name);
      if (scope && !listedElsewhere(prop, page))
        tally(direct, resolver.resolve(propTexts(prop), scope, tiers), page.name);
    }
    const read = new Map<string, ReadDefinition>();
    let bytes = 0;
    /** Reads the candidates in rank order while the page has room; a definition too big for what is left is skipped. */
    const take = (candidates: Map<string, Candidate>) => {
      for (const { reference } of ranked(candidates)) {
        if (read.size >= MAX_TYPE_DEFINITIONS) return;
        const found = readDefinition(reference, tiers);
        const size = JSON.stringify(found.definition).length;
        if (bytes + size > MAX_TYPE_DEFINITION_BYTES) continue;
        bytes += size;
        read.set(reference.name, found);
      }
    };
    take(direct);
    // One level down: what the opened definitions' fields name.
    const nested = new Map<string, Candidate>();
    for (const { references } of read.values()) {
      tally(
        nested,
        references.filter((reference) => !read.has(reference.name)),
        page.name,
      );
    }
    take(nested);
    return [...read.values()].map(({ definition }) => definition).sort((a, b) => compareNames(a.name, b.name));
  };
}
