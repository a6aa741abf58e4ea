import React, { useRef, useState, type ComponentType } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import type { CodeVariant } from '@site/src/lib/codeVariant';
import type { DemoSource } from '@site/src/lib/demo';
import type { DemoEditorProps } from './DemoEditor';
import type { ScopeLoader } from './runEdited';
import type { DemoEdits, EditedLive } from './editedLive';
import { caretFromPoint } from './caretFromPoint';
import { useDemoStrings } from './useDemoStrings';
import styles from './styles.module.css';

/** What the code panel needs to let the reader edit the demo's main file. */
export interface DemoCodeEditing {
  readonly edits: DemoEdits;
  /** The edited code, or undefined when it is back to the original. */
  readonly onEdit: (variant: CodeVariant, code: string | undefined) => void;
  readonly onLive: (live: EditedLive | null) => void;
  readonly loadScope: ScopeLoader | undefined;
  readonly readsColorMode: boolean;
}

/**
 * The static code until the reader focuses or clicks it; then the editor, loaded at that moment
 * (the editor and the runner are in no page's first load).
 */
function EditableCode({
  code,
  shown,
  fileName,
  variant,
  editing,
  children,
}: {
  /** The original code; `shown` is the reader's edit of it, if any. */
  code: string;
  shown: string;
  fileName: string;
  variant: CodeVariant;
  editing: DemoCodeEditing;
  children: React.ReactNode;
}) {
  const [Editor, setEditor] = useState<ComponentType<DemoEditorProps> | null>(null);
  const start = useRef<{ caret: number; tabIndents: boolean } | null>(null);
  const open = (caret: number, tabIndents: boolean) => {
    if (start.current) return;
    start.current = { caret, tabIndents };
    void import('./DemoEditor').then((module) => setEditor(() => module.default));
  };
  if (Editor && start.current) {
    const edited = editing.edits[variant];
    return (
      <Editor
        code={edited ?? code}
        original={code}
        language={variant}
        fileName={fileName}
        caret={start.current.caret}
        tabIndents={start.current.tabIndents}
        loadScope={editing.loadScope}
        readsColorMode={editing.readsColorMode}
        onChange={(next) => editing.onEdit(variant, next === code ? undefined : next)}
        onLive={editing.onLive}
      />
    );
  }
  const isCode = (target: EventTarget) => target instanceof Element && target.closest('pre') !== null;
  return (
    <div
      onMouseDown={(event) => {
        if (isCode(event.target)) open(caretFromPoint(event.currentTarget, shown, event.clientX, event.clientY), true);
      }}
      onFocus={(event) => {
        if (isCode(event.target)) open(0, false);
      }}
    >
      {children}
    </div>
  );
}

/** The demo's files, one tab each, in the reader's code variant; the main file editable. */
export default function DemoCode({
  id,
  source,
  variant,
  editing,
}: {
  id: string;
  source: DemoSource;
  variant: CodeVariant;
  editing?: DemoCodeEditing;
}) {
  const [selected, setSelected] = useState(0);
  const text = useDemoStrings();
  const file = source.files[selected] ?? source.files[0];
  if (!file) return null;
  const name = (f: (typeof source.files)[number]) => (variant === 'TS' ? f.name : f.jsName);
  const code = variant === 'TS' ? file.tsx : file.js;
  const editable = editing !== undefined && file === source.files[0];
  // The edit stays on show when the editor has gone (another file's tab, the code hidden and shown).
  const shown = (editable && editing.edits[variant]) || code;
  const block = (
    <CodeBlock language={variant === 'TS' ? 'tsx' : 'jsx'} title={source.files.length > 1 ? undefined : name(file)}>
      {shown}
    </CodeBlock>
  );
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
      {editable ? (
        <EditableCode code={code} shown={shown} fileName={name(file)} variant={variant} editing={editing}>
          {block}
        </EditableCode>
      ) : (
        block
      )}
    </div>
  );
}
