import React, { useCallback, useEffect, useState } from 'react';
import StaticCodeBlock from '@site/src/components/StaticCodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { parseCodeVariantHash, type CodeVariant } from '@site/src/lib/codeVariant';
import type { DemoModule, DemoSource } from '@site/src/lib/demo';
import { withEditedMainFile } from '@site/src/lib/demoEdits';
import { sendClickEvent } from '@site/src/lib/analytics';
import { DEMO_COPY_RESET_MS, useCopy } from '@site/src/components/CopyButton/useCopy';
import DemoLive from './DemoLive';
import DemoToolbar from './DemoToolbar';
import type DemoCodePanel from './DemoCode';
import type { ScopeLoader } from './runEdited';
import type { DemoEdits, EditedLive } from './editedLive';
import { setCodeVariant, useCodeVariant } from './codeVariantStore';
import { submitFormPost } from './openSandbox';
import { useDemoStrings } from './useDemoStrings';
import styles from './styles.module.css';

const track = (action: string) => sendClickEvent({ category: 'demo', action });

/**
 * A live demo with its toolbar and code. Use in MDX: `<Demo demo={BasicSorting} />`; the code is
 * editable unless `editable={false}`.
 */
export default function Demo({
  demo,
  editable = true,
}: {
  demo: DemoModule & { readonly loadScope?: ScopeLoader };
  editable?: boolean;
}) {
  const { siteConfig } = useDocusaurusContext();
  const commitRef = siteConfig.customFields?.sandboxCommit as string | undefined;
  const variant = useCodeVariant();
  const text = useDemoStrings();
  const [expanded, setExpanded] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const [source, setSource] = useState<DemoSource | null>(null);
  // The code panel (and its editing) loads with the source, on the reader's first ask, not with the page.
  const [DemoCode, setDemoCode] = useState<typeof DemoCodePanel | null>(null);
  const [edits, setEdits] = useState<DemoEdits>({});
  const [editedLive, setEditedLive] = useState<EditedLive | null>(null);
  const edited = edits[variant];
  const { state: copyState, copy } = useCopy(DEMO_COPY_RESET_MS);
  const codeId = `${demo.id}-code`;

  const loadSource = useCallback(async () => {
    if (source) return source;
    const [loaded, panel] = await Promise.all([demo.loadSource(), import('./DemoCode')]);
    setDemoCode(() => panel.default);
    setSource(loaded.default);
    return loaded.default;
  }, [demo, source]);

  useEffect(() => {
    // `#basic-sorting.js` opens this demo's code (in the variant the hash names) and scrolls to it.
    if (parseCodeVariantHash(window.location.hash)?.demoId !== demo.id) return;
    setExpanded(true);
    void loadSource().then(() => document.getElementById(demo.id)?.scrollIntoView());
    // Only on arrival: later hash changes are the reader's own navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openSandbox = async (target: 'stackblitz' | 'codesandbox') => {
    track(target);
    // The sandbox builder (and its compressor) loads on first use, not with every page.
    const [{ codeSandboxPost, createProject, stackBlitzPost }, loaded] = await Promise.all([
      import('@site/src/lib/sandbox/project'),
      loadSource(),
    ]);
    const files = createProject(demo.name, withEditedMainFile(loaded, variant, edited), variant, { commitRef });
    submitFormPost(target === 'stackblitz' ? stackBlitzPost(demo.name, files) : codeSandboxPost(demo.name, files));
  };

  return (
    <section id={demo.id} className={styles.demo} aria-label={text('demo.label', { name: demo.name })} data-demo="">
      <DemoLive demo={demo} resetKey={resetKey} edited={editedLive} />
      <DemoToolbar
        codeId={codeId}
        expanded={expanded}
        variant={variant}
        copyState={copyState}
        edited={edited !== undefined}
        onToggleCode={() => {
          if (!expanded) {
            track('expand');
            void loadSource();
          }
          setExpanded(!expanded);
        }}
        onVariant={(next: CodeVariant) => {
          track(next === 'TS' ? 'source-ts' : 'source-js');
          setCodeVariant(next);
        }}
        onCopy={async () => {
          track('copy');
          const loaded = await loadSource();
          const main = withEditedMainFile(loaded, variant, edited).files[0];
          await copy(main ? (variant === 'TS' ? main.tsx : main.js) : '');
        }}
        onReset={() => {
          track('reset');
          setEdits({});
          setEditedLive(null);
          setResetKey((key) => key + 1);
        }}
        onStackBlitz={() => void openSandbox('stackblitz')}
        onCodeSandbox={() => void openSandbox('codesandbox')}
      />
      {expanded && source && DemoCode ? (
        <DemoCode
          id={codeId}
          source={source}
          variant={variant}
          editing={
            editable
              ? {
                  edits,
                  onEdit: (codeVariant, code) => setEdits((current) => ({ ...current, [codeVariant]: code })),
                  onLive: setEditedLive,
                  loadScope: demo.loadScope,
                  readsColorMode: demo.readsColorMode,
                }
              : undefined
          }
        />
      ) : (
        !expanded &&
        demo.preview && (
          <div className={styles.preview}>
            <StaticCodeBlock language="jsx" code={demo.preview.code} html={demo.preview.html} />
          </div>
        )
      )}
    </section>
  );
}
