import React from 'react';
import Link from '@docusaurus/Link';
import { paragraphs, parseInlineMarkdown, resolveJsDocHref } from '@site/src/lib/inlineMarkdown';

export function InlineMarkdown({ text }: { text: string }) {
  return (
    <>
      {parseInlineMarkdown(text).map((token, index) => {
        switch (token.type) {
          case 'code':
            return <code key={index}>{token.text}</code>;
          case 'strong':
            return <strong key={index}>{token.text}</strong>;
          case 'link':
            return (
              <Link key={index} to={resolveJsDocHref(token.href)}>
                {token.text}
              </Link>
            );
          default:
            return <React.Fragment key={index}>{token.text}</React.Fragment>;
        }
      })}
    </>
  );
}

export function MarkdownParagraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((paragraph, index) => (
        <p key={index}>
          <InlineMarkdown text={paragraph} />
        </p>
      ))}
    </>
  );
}
