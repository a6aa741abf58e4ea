import React, { useState } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import type { CodeVariant } from '@site/src/lib/codeVariant';
import type { DemoSource } from '@site/src/lib/demo';
import { useDemoStrings } from './useDemoStrings';
import styles from './styles.module.css';

/** The demo's files, one tab each, in the reader's code variant. */
export default function DemoCode({ id, source, variant }: { id: string; source: DemoSource; variant: CodeVariant }) {
  const [selected, setSelected] = useState(0);
  const text = useDemoStrings();
  const file = source.files[selected] ?? source.files[0];
  if (!file) return null;
  const name = (f: (typeof source.files)[number]) => (variant === 'TS' ? f.name : f.jsName);
  return (
    <div id={id} className={styles.code}>
      {source.files.length > 1 && (
        <div role="tablist" aria-label={text('demo.files')} className={styles.fileTabs}>
          {source.files.map((f, index) => (
            <button
              key={f.name}
              type="button"
              role="tab"
              aria-selected={index === selected}
              className={clsx(styles.fileTab, index === selected && styles.fileTabSelected)}
              onClick={() => setSelected(index)}
            >
              {name(f)}
            </button>
          ))}
        </div>
      )}
      <CodeBlock language={variant === 'TS' ? 'tsx' : 'jsx'} title={source.files.length > 1 ? undefined : name(file)}>
        {variant === 'TS' ? file.tsx : file.js}
      </CodeBlock>
    </div>
  );
}
