// A code block highlighted at build time (plugins/code-highlighting/highlightToHtml): the classic
// theme's frame, title and buttons around markup React neither builds nor hydrates. Pages load no
// highlighter for it, and it has no Suspense boundary that a later update could reset. On a page
// opened in the app, blocks below the first screen are coloured when they come near
// (useColouredWhenSeen). The frame is drawn here with the theme's own classes rather than its
// Container and code block context: those pull in the theme's code block utilities (metastring and
// magic-comment parsing, 2 KB gzip) that a block without a metastring never uses; the buttons, loaded
// when the browser is idle, set up the context themselves.
import React, { useMemo, useRef, type CSSProperties } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { useCodeWordWrap } from '@docusaurus/theme-common/internal';
// Our own buttons module (what @theme/CodeBlock/Buttons resolves to), for its `block` prop's type.
import Buttons from '@site/src/theme/CodeBlock/Buttons';
import { useColouredWhenSeen } from './useColouredWhenSeen';
// The classic theme's own stylesheets, so the block looks exactly like its code blocks.
import containerStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export interface StaticCodeBlockProps {
  /** The source, for the copy button. */
  readonly code: string;
  /** The highlighted lines, from highlightToHtml. */
  readonly html: string;
  readonly language?: string;
  readonly title?: string;
}

export default function StaticCodeBlock({ code, html, language, title }: StaticCodeBlockProps) {
  const { prism } = useThemeConfig();
  const prismTheme = usePrismTheme();
  const wordWrap = useCodeWordWrap();
  // As the theme's code block names it: the given language, else the site's default, else text.
  const blockLanguage = language ?? prism.defaultLanguage ?? 'text';
  // The CSS variables the theme's container sets from the Prism theme.
  const prismVariables = {
    '--prism-color': prismTheme.plain.color,
    '--prism-background-color': prismTheme.plain.backgroundColor,
  } as CSSProperties;
  // One object per html: React rewrites innerHTML whenever this object changes.
  const innerHtml = useMemo(() => ({ __html: html }), [html]);
  const codeRef = useRef<HTMLElement>(null);
  const coloured = useColouredWhenSeen(codeRef);
  return (
    <div
      className={clsx(`language-${blockLanguage}`, containerStyles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
      style={prismVariables}
    >
      {title && <div className={layoutStyles.codeBlockTitle}>{title}</div>}
      <div className={layoutStyles.codeBlockContent}>
        <pre
          ref={wordWrap.codeBlockRef}
          // Scrollable regions must be reachable from the keyboard.
          tabIndex={0}
          className={clsx('prism-code', `language-${blockLanguage}`, contentStyles.codeBlock, 'thin-scrollbar')}
          style={{ color: prismTheme.plain.color, backgroundColor: prismTheme.plain.backgroundColor }}
        >
          {coloured ? (
            <code ref={codeRef} className={contentStyles.codeBlockLines} dangerouslySetInnerHTML={innerHtml} />
          ) : (
            <code ref={codeRef} className={contentStyles.codeBlockLines}>
              {code}
            </code>
          )}
        </pre>
        <Buttons block={{ code, language: blockLanguage, title, wordWrap }} />
      </div>
    </div>
  );
}
