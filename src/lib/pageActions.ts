// Rules of the page actions menu (src/components/PageActions): where its links go and how its keys
// move focus. The assistants are handed the twin's address, never its text: the reader's browser
// sends nothing to them until the reader follows a link.

export type Assistant = 'chatgpt' | 'claude';

/** The assistants the menu offers, in menu order, with the names shown in the UI (never translated). */
export const ASSISTANTS: readonly { readonly id: Assistant; readonly name: string }[] = [
  { id: 'chatgpt', name: 'ChatGPT' },
  { id: 'claude', name: 'Claude' },
];

/**
 * `path` on the public site: `siteConfig.url` carries no base path (Docusaurus keeps that in
 * `baseUrl`, which `path` already starts with), so the two are joined, not resolved.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A new conversation with `assistant` whose message box holds `prompt`, not yet sent. */
export function assistantUrl(assistant: Assistant, prompt: string): string {
  const query = encodeURIComponent(prompt);
  // ChatGPT's `hints=search` turns on web search, which it needs to read the page it is given.
  return assistant === 'chatgpt' ? `https://chatgpt.com/?hints=search&q=${query}` : `https://claude.ai/new?q=${query}`;
}

/**
 * The index of the item that `key` moves focus to in a menu of `count` items, from `current` (-1
 * when no item has focus), or null for a key that does not move it. The arrows wrap around, as the
 * WAI-ARIA menu pattern suggests, so the last item is one key away from the first.
 */
export function menuFocusTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
