// The reader's text direction as a tiny external store: persisted in localStorage, applied to
// <html dir>, shared across tabs through storage events. The pre-paint script reads the same key.
import { useSyncExternalStore } from 'react';
import { DIRECTION_KEY, parseDirection, type Direction } from '@site/src/lib/colorScheme';

const listeners = new Set<() => void>();

function read(): Direction {
  try {
    return parseDirection(window.localStorage.getItem(DIRECTION_KEY));
  } catch {
    return 'ltr';
  }
}

export function getDirection(): Direction {
  return read();
}

export function getServerDirection(): Direction {
  return 'ltr';
}

export function setDirection(direction: Direction): void {
  try {
    window.localStorage.setItem(DIRECTION_KEY, direction);
  } catch {
    // Private mode: the choice still applies to this page.
  }
  document.documentElement.setAttribute('dir', direction);
  listeners.forEach((listener) => listener());
}

export function subscribeDirection(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== DIRECTION_KEY) return;
    document.documentElement.setAttribute('dir', read());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDirection(): Direction {
  return useSyncExternalStore(subscribeDirection, getDirection, getServerDirection);
}
