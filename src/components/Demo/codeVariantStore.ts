// The reader's code variant, shared by every demo on the page and remembered in a cookie.
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_CODE_VARIANT,
  parseCodeVariantHash,
  resolveCodeVariant,
  serializeCodeVariantCookie,
  type CodeVariant,
} from '@site/src/lib/codeVariant';

const listeners = new Set<() => void>();
let current: CodeVariant | null = null;

function read(): CodeVariant {
  if (current === null) {
    current = resolveCodeVariant(window.location.hash, document.cookie);
    // A link that names a variant (`#basic-sorting.js`) chooses it for the pages that follow too.
    if (parseCodeVariantHash(window.location.hash)) document.cookie = serializeCodeVariantCookie(current);
  }
  return current;
}

export function setCodeVariant(variant: CodeVariant): void {
  current = variant;
  document.cookie = serializeCodeVariantCookie(variant);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCodeVariant(): CodeVariant {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_CODE_VARIANT);
}
