// The code block with Prism and the site's extra languages (bash, json), as one lazy chunk.
// It replaces the classic CodeBlock's entry, which re-keys its content once in the browser so a
// dark Prism theme replaces the light one the server used: that rebuilt and re-highlighted every
// code block after load. Our one theme takes its colours from CSS, so the server markup is right
// in both modes and hydrates as it is.
import React, { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type CodeBlockType from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

type Props = ComponentProps<typeof CodeBlockType>;

/** Plain strings are joined so the block can be copied; React elements are kept as they are. */
function stringifyWhenPlain(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function HighlightedCodeBlock({ children, ...props }: Props) {
  const content = stringifyWhenPlain(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
