// The packages' JSDoc: the source of every description, default and deprecation on the API pages.
import { Node, type JSDoc } from 'ts-morph';

export interface DocInfo {
  readonly description: string;
  readonly default?: string;
  readonly deprecated?: string;
  /** `@ignore - do not document.`: the package authors keep it out of the API pages. */
  readonly ignored?: boolean;
  readonly jsDoc?: JSDoc;
}

export function lastJsDoc(node: Node): JSDoc | undefined {
  const docs = Node.isJSDocable(node) ? node.getJsDocs() : [];
  return docs[docs.length - 1];
}

export function readDoc(jsDoc: JSDoc | undefined): DocInfo {
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
export function tagText(text: string | undefined): string {
  return (text ?? '').trim().replace(/^-\s+/, '');
}
