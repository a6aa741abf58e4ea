// Reading the properties of a props type or an interface: name, type, default, deprecation and the
// callback signature, from the @mui declarations only (the hundreds of HTML and React attributes a
// props type inherits are left out).
import { Node, ts, type JSDoc, type Symbol as MorphSymbol, type Type } from 'ts-morph';
import type { ApiProp, ApiSignature } from '../../src/lib/apiReference';
import type { Plan } from '../../src/lib/navigation';
import type { ExtractContext } from './context';
import { lastJsDoc, readDoc, tagText } from './jsDoc';
import { planOfPackageName } from './packages';
import { isLiteralLike, type TypeFormatter } from './typeText';

export interface PropertyInfo {
  readonly prop: Omit<ApiProp, 'plan'>;
  /** The tier of the package that declares the property. */
  readonly declaredPlan?: Plan;
  /** The declaration the property's JSDoc was read from: the scope its type's names resolve in. */
  readonly declaration: Node;
}

export interface PropertyReader {
  /** Declarations in @mui packages: the hundreds of HTML and React attributes are left out. */
  ownDeclarations(symbol: MorphSymbol): Node[];
  /** The declaration that carries the JSDoc, or the first own one. */
  documentedDeclaration(symbol: MorphSymbol): Node | undefined;
  readProperty(symbol: MorphSymbol, location: Node): PropertyInfo | undefined;
  readProperties(type: Type, location: Node): Map<string, PropertyInfo>;
  ownPropertyNames(type: Type): Set<string>;
  propertyType(owner: Type, name: string, location: Node): Type | undefined;
}

export function createPropertyReader(context: ExtractContext, format: TypeFormatter): PropertyReader {
  const { typeText, formatType } = format;

  function ownDeclarations(symbol: MorphSymbol): Node[] {
    return symbol
      .getDeclarations()
      .filter((decl) => context.packageOfFile(decl.getSourceFile().getFilePath()) !== undefined);
  }

  function documentedDeclaration(symbol: MorphSymbol): Node | undefined {
    const declarations = ownDeclarations(symbol);
    return declarations.find((decl) => lastJsDoc(decl)) ?? declarations[0];
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
    const filePackage = context.packageOfFile(documented.getSourceFile().getFilePath());
    const isFunction = type.getNonNullableType().getCallSignatures().length > 0;
    // Named unions of literals are still spelled out, and named function types written as functions.
    const spellOut = type.isUnion() ? type.getUnionTypes().every(isLiteralLike) : isFunction;
    return {
      declaredPlan: filePackage ? planOfPackageName(filePackage.name) : undefined,
      declaration: documented,
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

  return { ownDeclarations, documentedDeclaration, readProperty, readProperties, ownPropertyNames, propertyType };
}
