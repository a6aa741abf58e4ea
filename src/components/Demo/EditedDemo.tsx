import React from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useStrings } from '@site/src/components/DocsProvider/useStrings';
import { DEMO_EDIT_STRINGS } from '@site/src/lib/demoEditStrings';
import type { EditedLive } from './editedLive';
import styles from './styles.module.css';

function EditError({ message }: { message: string }) {
  const text = useStrings(DEMO_EDIT_STRINGS);
  return (
    <div role="alert" className={styles.editError} data-demo-edit-error="">
      <strong>{text('demo.edit.error')}</strong>
      {/* The compiler's message, with code in it: left to right on any page. */}
      <pre dir="ltr">{message}</pre>
    </div>
  );
}

function RenderError({ error }: FallbackProps) {
  return <EditError message={error instanceof Error ? `${error.name}: ${error.message}` : String(error)} />;
}

/**
 * The demo as the reader edited it, or why it does not run. An error while rendering lands in the
 * boundary; a new run (the next pause in typing) replaces the boundary, so fixing the code brings
 * the demo back.
 */
export default function EditedDemo({ edited }: { edited: EditedLive }) {
  if ('error' in edited) return <EditError message={edited.error} />;
  const { Component } = edited;
  return (
    <ErrorBoundary FallbackComponent={RenderError} resetKeys={[Component]}>
      <Component />
    </ErrorBoundary>
  );
}
