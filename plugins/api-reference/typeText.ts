// How a type reads on an API page: unions of literals spelled out, named types kept by name,
// functions written as arrows, long anonymous object types folded to `object`.
import { ts, type Node, type Project, type Signature, type SourceFile, type Type } from 'ts-morph';
import { removeImportPaths } from './text';

const TYPE_FORMAT_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature;

/** Object types written out longer than this read better as `object` in a props table. */
const MAX_OBJECT_TYPE_LENGTH = 120;
/** Past this many members a union is shown by its alias (`keyof GridClasses`), not spelled out. */
const MAX_UNION_MEMBERS = 24;

/** Literal and keyword members: a union of only these reads best spelled out. */
export function isLiteralLike(type: Type): boolean {
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

export interface TypeFormatter {
  /** The checker's text of a type, as seen from `location`. */
  typeText(type: Type, location: Node | undefined): string;
  /**
   * Readable type text: unions of literals spelled out (`'cell' | 'row'`, not `GridEditMode`), other
   * named unions kept by name (`SxProps<Theme>`), functions as `(a: A) => R`, long object types as
   * `object`, and no `| undefined` on optional props.
   */
  formatType(type: Type, location: Node | undefined, optional: boolean): string;
}

export function createTypeFormatter(project: Project, probeFile: SourceFile | undefined): TypeFormatter {
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

  return { typeText, formatType };
}
