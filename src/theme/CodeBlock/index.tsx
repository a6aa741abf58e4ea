// The code block loads its highlighter lazily. Server rendering waits for it, so the HTML has the
// highlighted code; while the chunk loads in the browser, React keeps that server markup as it is
// (a suspended boundary stays dehydrated), so nothing moves and the page is interactive sooner.
import React, { Suspense, lazy, type ComponentProps } from 'react';
import type CodeBlockType from '@theme-original/CodeBlock';

type Props = ComponentProps<typeof CodeBlockType>;

const HighlightedCodeBlock = lazy(() => import('./HighlightedCodeBlock'));

/** Shown only on client-side navigation, until the highlighter has loaded once. */
function PlainCode({ children }: Props) {
  return (
    // Focusable like the highlighted block that replaces it, so keyboard readers reach the code (and its editor).
    <pre className="prism-code" tabIndex={0}>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

export default function CodeBlock(props: Props) {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
