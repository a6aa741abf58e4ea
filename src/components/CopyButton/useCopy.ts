import { useCallback, useEffect, useRef, useState } from 'react';
import type { TranslationKey } from '@site/src/lib/translations';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text, reports "copied" or "failed", and returns to idle after `resetMs`. */
export function useCopy(resetMs: number): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      let outcome: CopyState = 'copied';
      try {
        if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
        await navigator.clipboard.writeText(text);
      } catch {
        outcome = 'failed';
      }
      setState(outcome);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState('idle'), resetMs);
    },
    [resetMs],
  );
  return { state, copy };
}

/** The site string each state shows. */
export const COPY_LABEL_KEYS: Readonly<Record<CopyState, TranslationKey>> = {
  idle: 'copy.idle',
  copied: 'copy.copied',
  failed: 'copy.failed',
};

/** How long "Copied" (or "Copy failed") stays: code blocks, and the demo toolbar. */
export const CODE_BLOCK_COPY_RESET_MS = 1200;
export const DEMO_COPY_RESET_MS = 2000;
