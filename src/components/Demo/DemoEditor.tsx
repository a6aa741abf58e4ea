// The code editor of an editable demo, in a chunk of its own with the runner: the page loads it
// when the reader first focuses or clicks the demo's code, never before. A textarea over the
// highlighted code (react-simple-code-editor), coloured by the Prism the code blocks use.
import React, { Fragment, useEffect, useId, useState, type KeyboardEvent } from 'react';
import Editor from 'react-simple-code-editor';
import { Highlight, Prism } from 'prism-react-renderer';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { DEMO_EDIT_STRINGS } from '@site/src/lib/demoEditStrings';
import type { SourceLanguage } from '@site/src/lib/demoRunner';
import type { EditedLive } from './editedLive';
import { runEdited, type ScopeLoader } from './runEdited';
import styles from './styles.module.css';

/** How long typing must pause before the demo re-runs. */
export const EDIT_RUN_DELAY_MS = 300;

export interface DemoEditorProps {
  readonly code: string;
  readonly original: string;
  readonly language: SourceLanguage;
  readonly fileName: string;
  /** Where the caret starts: the offset the reader clicked, or 0. */
  readonly caret: number;
  /**
   * Whether Tab indents from the start. A reader who tabbed in gets Tab moving on until they type,
   * so walking through the page with Tab never gets stuck in the editor.
   */
  readonly tabIndents: boolean;
  readonly loadScope: ScopeLoader | undefined;
  readonly readsColorMode: boolean;
  readonly onChange: (code: string) => void;
  /** The edited demo, or null when the code is back to the original. */
  readonly onLive: (live: EditedLive | null) => void;
}

/** Re-runs the demo once the code has not changed for EDIT_RUN_DELAY_MS. */
function useRunWhenPaused(props: DemoEditorProps): void {
  const { code, original, language, loadScope, readsColorMode, onLive } = props;
  useEffect(() => {
    if (code === original) {
      onLive(null);
      return undefined;
    }
    let cancelled = false;
    const timer = setTimeout(() => {
      void runEdited(code, language, loadScope, readsColorMode).then((live) => {
        if (!cancelled) onLive(live);
      });
    }, EDIT_RUN_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, original, language, loadScope, readsColorMode, onLive]);
}

export default function DemoEditor(props: DemoEditorProps) {
  const { code, language, fileName, caret, onChange } = props;
  const theme = usePrismTheme();
  const text = useStrings(DEMO_EDIT_STRINGS);
  const [tabIndents, setTabIndents] = useState(props.tabIndents);
  const textareaId = useId();
  const hintId = useId();
  useRunWhenPaused(props);

  useEffect(() => {
    // The editor replaces the static code the reader focused or clicked: focus moves into it, at the
    // same place. The textarea takes no ARIA props, so its description is set here.
    const textarea = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!textarea) return;
    textarea.setAttribute('aria-describedby', hintId);
    textarea.focus();
    textarea.setSelectionRange(caret, caret);
    // Only once: later renders must not move the reader's caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<Element>) => {
    if (event.key !== 'Escape') return;
    // The editor would blur itself; keeping focus where it is and letting the next Tab move on keeps
    // the reader's place in the page.
    event.preventDefault();
    setTabIndents(false);
  };

  const highlight = (source: string) => (
    <Highlight prism={Prism} theme={theme} code={source} language={language === 'TS' ? 'tsx' : 'jsx'}>
      {({ tokens, getTokenProps }) =>
        tokens.map((line, lineIndex) => (
          <Fragment key={lineIndex}>
            {line.map((token, tokenIndex) => (
              <span key={tokenIndex} {...getTokenProps({ token })} />
            ))}
            {lineIndex < tokens.length - 1 ? '\n' : null}
          </Fragment>
        ))
      }
    </Highlight>
  );

  return (
    <div className={styles.editor} style={{ color: theme.plain.color, backgroundColor: theme.plain.backgroundColor }}>
      <label htmlFor={textareaId} className={styles.editorTitle}>
        {text('demo.edit.editor', { name: fileName })}
      </label>
      <Editor
        textareaId={textareaId}
        value={code}
        onValueChange={(next) => {
          setTabIndents(true);
          onChange(next);
        }}
        onKeyDown={onKeyDown}
        highlight={highlight}
        ignoreTabKey={!tabIndents}
        padding="var(--ifm-pre-padding)"
        className={styles.editorArea}
        data-demo-editor=""
      />
      <p id={hintId} className={styles.editorHint}>
        {text('demo.edit.hint')}
      </p>
    </div>
  );
}
