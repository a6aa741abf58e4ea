import React, { Suspense, lazy, memo, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { DemoModule } from '@site/src/lib/demo';
import { KEEP_SERVER_MARKUP, useHasServerMarkup } from '@site/src/components/ServerMarkup';
import { whenWithinViewport } from '@site/src/lib/viewport';
import { hideLicenceWatermarks } from '@site/src/lib/licenceWatermark';
import { whenPageIsIdle, whenReaderInteracts } from './firstInteraction';
import { useDemoStrings } from './useDemoStrings';
import EditedDemo from './EditedDemo';
import type { EditedLive } from './editedLive';
import styles from './styles.module.css';

function useLicenseKey(): string | undefined {
  return useDocusaurusContext().siteConfig.customFields?.muiXLicenseKey as string | undefined;
}

async function loadLiveDemo(demo: DemoModule, licenseKey: string | undefined): Promise<ComponentType> {
  const [runtime, module] = await Promise.all([import('./demoRuntime'), demo.load()]);
  runtime.applyLicenseKey(licenseKey);
  return runtime.withDemoProviders(module.default, demo.readsColorMode);
}

/**
 * The demo component, once it may start (null until then). Every demo starts after the reader's
 * first move once it is near the viewport. A demo that is blank until it runs (a chart, a Data
 * Grid) also starts when it is on screen and the page is idle, so a reader who only looks sees it;
 * one below the fold waits for the scroll that brings it near, and a phone does not pay for it
 * while the page loads.
 */
function useLiveDemo(demo: DemoModule, container: React.RefObject<HTMLDivElement | null>): ComponentType | null {
  const licenseKey = useLicenseKey();
  const [Live, setLive] = useState<ComponentType | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let cancelled = false;
    const near = whenWithinViewport(element, '400px');
    const afterReaderMoves = Promise.all([near.reached, whenReaderInteracts()]);
    const onScreen = demo.rendersInBrowserOnly ? whenWithinViewport(element, '0px') : undefined;
    const ready = onScreen
      ? Promise.race([afterReaderMoves, Promise.all([onScreen.reached, whenPageIsIdle()])])
      : afterReaderMoves;
    void ready
      .then(() => loadLiveDemo(demo, licenseKey))
      .then((component) => {
        if (!cancelled) setLive(() => component);
      });
    return () => {
      cancelled = true;
      near.stop();
      onScreen?.stop();
    };
  }, [demo, container, licenseKey]);
  return Live;
}

function DemoCrash({ resetErrorBoundary }: { resetErrorBoundary: () => void }) {
  const text = useDemoStrings();
  return (
    <div role="alert" className={styles.crash}>
      <p>{text('demo.crashed')}</p>
      <button type="button" className="button button--sm button--outline button--primary" onClick={resetErrorBoundary}>
        {text('demo.reset')}
      </button>
    </div>
  );
}

/** Static rendering waits for lazy components, so the page's HTML has the demo's real markup. */
function ServerRenderedDemo({ demo }: { demo: DemoModule }) {
  const licenseKey = useLicenseKey();
  const Demo = useMemo(() => lazy(async () => ({ default: await loadLiveDemo(demo, licenseKey) })), [demo, licenseKey]);
  return (
    <Suspense fallback={null}>
      <Demo />
    </Suspense>
  );
}

/**
 * The live demo. The page's HTML has the demo's real markup; in the browser that markup stays as it
 * is, outside React (an element React does not hydrate into), until the demo's code has loaded, and
 * is then replaced by the running demo in one commit, so nothing moves. It cannot be a dehydrated
 * Suspense boundary waiting for the code: React throws such a boundary's markup away (and shows the
 * fallback) whenever any context above it changes first, which on a phone happens at once (the
 * navbar's sidebar menu). A demo that arrives by client-side navigation shows a placeholder of the
 * same height until it runs.
 */
function DemoLive({ demo, resetKey, edited }: { demo: DemoModule; resetKey: number; edited?: EditedLive | null }) {
  const container = useRef<HTMLDivElement>(null);
  const hasServerMarkup = useHasServerMarkup();
  const Live = useLiveDemo(demo, container);
  const licenseKey = useLicenseKey();
  // Runs once for the server markup (after hydration) and once when the running demo replaces it.
  useEffect(() => {
    if (!licenseKey && container.current) hideLicenceWatermarks(container.current);
  }, [Live, licenseKey]);

  let content: React.ReactNode;
  if (typeof window === 'undefined') {
    content = (
      <div>
        <ServerRenderedDemo demo={demo} />
      </div>
    );
  } else if (edited) {
    content = (
      <div key="edited">
        <EditedDemo edited={edited} />
      </div>
    );
  } else if (Live) {
    content = (
      <div key="live">
        <ErrorBoundary FallbackComponent={DemoCrash} resetKeys={[resetKey]}>
          <Live key={resetKey} />
        </ErrorBoundary>
      </div>
    );
  } else if (hasServerMarkup) {
    content = <div key="server" dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
  } else {
    content = <div className={styles.loading} aria-busy="true" />;
  }

  // Marks the moment the server markup has given way to the running demo (browser tests wait for it).
  const running = Boolean(edited || Live);
  return (
    <div ref={container} className={styles.live} data-running={running ? '' : undefined}>
      {content}
    </div>
  );
}

/**
 * Memoized so that a re-render of the demo around it (its toolbar, its code) leaves the live part
 * alone.
 */
export default memo(DemoLive);
