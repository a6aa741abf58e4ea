// A code block highlighted at build time (plugins/code-highlighting/highlightToHtml): the classic
// theme's frame, title and buttons around markup React neither builds nor hydrates. Pages load no
// highlighter for it, and it has no Suspense boundary that a later update could reset. On a page
// opened in the app, blocks below the first screen are coloured when they come near
// (useColouredWhenSeen).
import React, { useMemo, useRef } from 'react';
import clsx from 'clsx';
import { usePrismTheme, useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import { useColouredWhenSeen } from './useColouredWhenSeen';
// The classic theme's own stylesheets, so the block looks exactly like its code blocks.
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
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className: language ? `language-${language}` : undefined,
        metastring: undefined,
        magicComments: [],
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers: undefined,
      }),
    [code, language, title, prism.defaultLanguage],
  );
  // One object per html: React rewrites innerHTML whenever this object changes.
  const innerHtml = useMemo(() => ({ __html: html }), [html]);
  const codeRef = useRef<HTMLElement>(null);
  const coloured = useColouredWhenSeen(codeRef);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={metadata.className}>
        {metadata.title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{metadata.title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            ref={wordWrap.codeBlockRef}
            // Scrollable regions must be reachable from the keyboard.
            tabIndex={0}
            className={clsx('prism-code', `language-${metadata.language}`, contentStyles.codeBlock, 'thin-scrollbar')}
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
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
