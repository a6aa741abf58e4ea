// The buttons themselves, loaded when the browser is idle (see ./index.tsx).
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';

/** What the buttons of a block drawn without the theme's context need to know about it. */
export interface BlockOfButtons {
  readonly code: string;
  readonly language: string;
  readonly title?: string;
  readonly wordWrap: ReturnType<typeof useCodeWordWrap>;
}

function BlockContext({ block, children }: { block: BlockOfButtons; children: ReactNode }) {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: block.code,
    className: `language-${block.language}`,
    metastring: undefined,
    magicComments: [],
    defaultLanguage: prism.defaultLanguage,
    language: block.language,
    title: block.title,
    showLineNumbers: undefined,
  });
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={block.wordWrap}>
      {children}
    </CodeBlockContextProvider>
  );
}

export default function ButtonGroup({ className, block }: { className?: string; block?: BlockOfButtons }) {
  const buttons = (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
  return block ? <BlockContext block={block}>{buttons}</BlockContext> : buttons;
}
