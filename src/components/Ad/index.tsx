// The ad slot in the page header. The box and its reserved height are rendered on the server; the
// code that fills it (network script, in-house ads, bot check) is a separate chunk requested once
// the page is hydrated and the browser is idle, so it costs nothing in first-load JavaScript.
import React, { Component, Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { adEventParams, sendEvent } from '@site/src/lib/analytics';
import { whenBrowserIsIdle } from '@site/src/lib/idle';
import { useAdConfig } from './AdProvider';
import styles from './Ad.module.css';

const AdDisplay = lazy(() => import('./AdDisplay'));

/** A crash in the ad (or a chunk that fails to load) leaves the box empty and is reported. */
class AdErrorBoundary extends Component<{ label: string; children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch() {
    sendEvent('ad', adEventParams('crash', this.props.label));
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}

export default function AdSlot() {
  const { placement, shape } = useAdConfig();
  const [mayLoad, setMayLoad] = useState(false);
  // Hydration is over when useIsBrowser turns true: waiting for it as well as for idle time keeps the
  // chunk out of the page's first load whatever the order of the two.
  const isBrowser = useIsBrowser();
  useEffect(() => (isBrowser ? whenBrowserIsIdle(() => setMayLoad(true)) : undefined), [isBrowser]);
  return (
    <div className={styles.slot} data-ad-slot={placement}>
      {mayLoad && (
        <AdErrorBoundary label={`${placement}-${shape}`}>
          <Suspense fallback={null}>
            <AdDisplay />
          </Suspense>
        </AdErrorBoundary>
      )}
    </div>
  );
}
