// Replaced rather than wrapped: the theme's button is an icon with a 1 s reset and no failure state;
// ours says "Copy", then "Copied" (or "Copy failed") for 1200 ms, like every copy control on the site.
import React from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import { CODE_BLOCK_COPY_RESET_MS, COPY_LABEL_KEYS, useCopy } from '@site/src/components/CopyButton/useCopy';
import { useTranslate } from '@site/src/components/DocsProvider';

export default function CopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const { state, copy } = useCopy(CODE_BLOCK_COPY_RESET_MS);
  const t = useTranslate();
  return (
    <Button className={clsx(className, 'code-copy-button')} onClick={() => void copy(metadata.code)}>
      <span aria-live="polite">{t(COPY_LABEL_KEYS[state])}</span>
    </Button>
  );
}
