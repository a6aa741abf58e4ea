// The site's analytics helper. It sends nothing until a gtag function exists on the page (the gtag
// plugin only loads with a configured measurement id), so calling it is always safe.

export interface ClickEvent {
  readonly category: string;
  readonly action: string;
  readonly label?: string;
}

type Gtag = (command: 'event', name: string, params: Record<string, string | undefined>) => void;

export function sendClickEvent(
  event: ClickEvent,
  target: { gtag?: unknown } = globalThis as { gtag?: unknown },
): boolean {
  if (typeof target.gtag !== 'function') return false;
  (target.gtag as Gtag)('event', event.action, { event_category: event.category, event_label: event.label });
  return true;
}
