// The keys that open and close the search modal: Ctrl+K (⌘K on Apple devices) toggles it, "/"
// opens it unless the reader is in a field or on a control, and Escape closes it.

/** The parts of a keydown event the rules read. */
export interface ShortcutKeyEvent {
  readonly key: string | undefined;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  /** The element the key was pressed in. */
  readonly target: { readonly tagName?: string; readonly isContentEditable?: boolean } | null;
}

export type ShortcutAction = 'open' | 'close';

// "/" is a character in a field, and a control (a button, a select) has keys of its own.
const KEEPS_SLASH = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);

/** What a key press does to the modal, or null when it is not a search shortcut. */
export function searchShortcutAction(event: ShortcutKeyEvent, isOpen: boolean): ShortcutAction | null {
  const key = event.key ?? '';
  if (key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return isOpen ? 'close' : 'open';
  if (key === 'Escape') return isOpen ? 'close' : null;
  if (key === '/' && !isOpen) {
    const target = event.target;
    const inField = Boolean(target?.isContentEditable) || KEEPS_SLASH.has(target?.tagName ?? '');
    return inField ? null : 'open';
  }
  return null;
}

/** The modifier key the shortcut is shown with: ⌘ on Apple devices, Ctrl elsewhere. */
export function shortcutModifier(platform: string): { readonly label: string; readonly key: 'Meta' | 'Control' } {
  return /Mac|iPhone|iPod|iPad/i.test(platform) ? { label: '⌘', key: 'Meta' } : { label: 'Ctrl', key: 'Control' };
}
