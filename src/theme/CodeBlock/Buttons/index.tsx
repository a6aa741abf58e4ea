// The code block's buttons (word wrap, copy), added when the browser is next idle instead of with
// the page's first update after hydration. They were that update's largest part: on a demo page a
// dozen button groups inserted into the page in one synchronous commit, a long task on every
// first load. They stay invisible until the block is hovered or a button is focused, so adding
// them a moment later changes nothing a reader sees; each block adds its own in a small update.
import React, { startTransition, useEffect, useState } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import { whenBrowserIsIdle } from '@site/src/lib/idle';

function useShownWhenIdle(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => whenBrowserIsIdle(() => startTransition(() => setShown(true))), []);
  return shown;
}

export default function CodeBlockButtons({ className }: { className?: string }) {
  const shown = useShownWhenIdle();
  if (!shown) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
