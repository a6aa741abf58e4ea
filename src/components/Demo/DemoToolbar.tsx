import React, { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import type { CodeVariant } from '@site/src/lib/codeVariant';
import { COPY_LABEL_KEYS, type CopyState } from '@site/src/components/CopyButton/useCopy';
import { useTranslate } from '@site/src/components/DocsProvider';
import { useDemoStrings } from './useDemoStrings';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { DEMO_EDIT_STRINGS } from '@site/src/lib/demoEditStrings';
import styles from './styles.module.css';

export interface DemoToolbarProps {
  readonly codeId: string;
  readonly expanded: boolean;
  readonly variant: CodeVariant;
  readonly copyState: CopyState;
  /** The reader has edited the code: copy and the sandboxes take the edit, and say so. */
  readonly edited?: boolean;
  readonly onToggleCode: () => void;
  readonly onVariant: (variant: CodeVariant) => void;
  readonly onCopy: () => void;
  readonly onReset: () => void;
  readonly onStackBlitz: () => void;
  readonly onCodeSandbox: () => void;
}

function ToolButton(props: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <button
      type="button"
      className={clsx(styles.tool, props.pressed && styles.toolPressed)}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/**
 * One tab stop for the whole toolbar (the last focused button, at first the first one); the arrow
 * keys, Home and End move among the buttons. Buttons come and go (the TS/JS group), so the tab
 * stop is re-applied after every render.
 */
function useRovingFocus() {
  const toolbar = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<HTMLButtonElement | null>(null);
  const buttons = () => Array.from(toolbar.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  const applyTabStop = () => {
    const items = buttons();
    const stop = lastFocused.current && items.includes(lastFocused.current) ? lastFocused.current : items[0];
    items.forEach((item) => (item.tabIndex = item === stop ? 0 : -1));
  };
  useLayoutEffect(applyTabStop);
  const onKeyDown = (event: KeyboardEvent) => {
    const items = buttons();
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    items[next]?.focus();
  };
  const onFocus = () => {
    if (buttons().includes(document.activeElement as HTMLButtonElement)) {
      lastFocused.current = document.activeElement as HTMLButtonElement;
      applyTabStop();
    }
  };
  return { toolbar, onKeyDown, onFocus };
}

export default function DemoToolbar(props: DemoToolbarProps) {
  const { toolbar, onKeyDown, onFocus } = useRovingFocus();
  const t = useTranslate();
  const text = useDemoStrings();
  const editText = useStrings(DEMO_EDIT_STRINGS);
  const sourceToggle = text(props.expanded ? 'demo.hideSource' : 'demo.showSource');
  const edited = props.edited === true;
  const mark = (label: string) => (edited ? editText('demo.edit.edited', { label }) : label);
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={text('demo.tools')}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <ToolButton label={sourceToggle} expanded={props.expanded} controls={props.codeId} onClick={props.onToggleCode}>
        {sourceToggle}
      </ToolButton>
      {props.expanded && (
        <span role="group" aria-label={text('demo.codeLanguage')} className={styles.variantGroup}>
          <ToolButton label="TypeScript" pressed={props.variant === 'TS'} onClick={() => props.onVariant('TS')}>
            TypeScript
          </ToolButton>
          <ToolButton label="JavaScript" pressed={props.variant === 'JS'} onClick={() => props.onVariant('JS')}>
            JavaScript
          </ToolButton>
        </span>
      )}
      <span className={styles.spacer} />
      <ToolButton label={edited ? editText('demo.edit.copyLabel') : text('demo.copySource')} onClick={props.onCopy}>
        <span aria-live="polite">{mark(t(COPY_LABEL_KEYS[props.copyState]))}</span>
      </ToolButton>
      <ToolButton label={edited ? editText('demo.edit.resetLabel') : text('demo.resetLabel')} onClick={props.onReset}>
        {text('demo.reset')}
      </ToolButton>
      <ToolButton
        label={edited ? editText('demo.edit.stackBlitzLabel') : text('demo.stackBlitzLabel')}
        onClick={props.onStackBlitz}
      >
        {mark('StackBlitz')}
      </ToolButton>
      <ToolButton
        label={edited ? editText('demo.edit.codeSandboxLabel') : text('demo.codeSandboxLabel')}
        onClick={props.onCodeSandbox}
      >
        {mark('CodeSandbox')}
      </ToolButton>
    </div>
  );
}
