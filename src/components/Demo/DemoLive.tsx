import React, { Suspense, lazy, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { DemoModule } from '@site/src/lib/demo';
import { whenPageIsIdle, whenReaderInteracts } from './firstInteraction';
import styles from './styles.module.css';

/** A promise that resolves once `resolveWhenNear` has been called; lets React wait on visibility. */
function createGate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function DemoCrash({ resetErrorBoundary }: { resetErrorBoundary: () => void }) {
  return (
    <div role="alert" className={styles.crash}>
      <p>This demo stopped working.</p>
      <button type="button" className="button button--sm button--outline button--primary" onClick={resetErrorBoundary}>
        Reset
      </button>
    </div>
  );
}

/**
 * The live demo. On the server it renders in full (static rendering waits for lazy components), so
 * the page has the demo's real markup and size. In the browser the demo's code loads once it is near
 * the viewport and the reader has interacted with the page; until then React keeps the server markup
 * as it is, so nothing moves. Demos with no server markup (charts) start when the page is idle.
 */
export default function DemoLive({ demo, resetKey }: { demo: DemoModule; resetKey: number }) {
  const { siteConfig } = useDocusaurusContext();
  const licenseKey = siteConfig.customFields?.muiXLicenseKey as string | undefined;
  const container = useRef<HTMLDivElement>(null);
  const gate = useMemo(createGate, []);
  const Live = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType }> => {
        if (typeof window !== 'undefined') {
          // A demo that is blank until it runs (a chart) must not wait for the reader to move.
          const ready = demo.rendersInBrowserOnly
            ? Promise.race([whenReaderInteracts(), whenPageIsIdle()])
            : whenReaderInteracts();
          await Promise.all([gate.opened, ready]);
        }
        const [runtime, module] = await Promise.all([import('./demoRuntime'), demo.load()]);
        runtime.applyLicenseKey(licenseKey);
        return { default: runtime.withDemoProviders(module.default) };
      }),
    [demo, gate, licenseKey],
  );

  useEffect(() => {
    const element = container.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          gate.open();
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div ref={container} className={styles.live}>
      <ErrorBoundary FallbackComponent={DemoCrash} resetKeys={[resetKey]}>
        <Suspense fallback={<div className={styles.loading} aria-busy="true" />}>
          <Live key={resetKey} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
