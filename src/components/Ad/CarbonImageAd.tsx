// The network's image ad: its own script draws it into our box. We poll for its element; when it
// does not come (blocked), our fallback takes the same box, and a late network ad still replaces it.
import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { carbonScriptUrl, pollStep, POLL_INTERVAL_MS, type PollState } from '@site/src/lib/ads';
import styles from './AdContent.module.css';

/** The network's links get the same click tracking and rel as ours. */
function markLinks(element: Element): void {
  for (const link of element.querySelectorAll('a')) {
    link.dataset.gaEventCategory = 'ad';
    link.dataset.gaEventAction = 'click';
    link.dataset.gaEventLabel = 'carbon';
    link.rel = 'noopener sponsored';
  }
}

export default function CarbonImageAd({
  zone,
  placement,
  fallback,
  onState,
}: {
  zone: string;
  placement: string;
  fallback: ReactNode;
  onState: (state: PollState) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PollState>('waiting');

  useEffect(() => {
    const container = box.current;
    if (!container) return undefined;
    const script = document.createElement('script');
    script.async = true;
    script.id = '_carbonads_js';
    script.src = carbonScriptUrl(zone, placement);
    container.appendChild(script);
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      attempt += 1;
      const element = container.querySelector('#carbonads');
      if (element) markLinks(element);
      const step = pollStep(attempt, element !== null);
      setState(step.state);
      if (step.pollAgain) timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      container.replaceChildren();
    };
  }, [zone, placement]);

  useEffect(() => onState(state), [state, onState]);

  return (
    <>
      <div ref={box} className={styles.carbon} data-ad-source="carbon" hidden={state === 'blocked'} />
      {state === 'blocked' && fallback}
    </>
  );
}
