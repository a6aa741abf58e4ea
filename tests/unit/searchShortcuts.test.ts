import { searchShortcutAction, shortcutModifier, type ShortcutKeyEvent } from '@site/src/lib/search/shortcuts';

const press = (key: string, modifiers: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key,
  ctrlKey: false,
  metaKey: false,
  target: { tagName: 'BODY' },
  ...modifiers,
});

describe('search shortcuts', () => {
  it('toggles the modal with Ctrl+K and ⌘K, whatever has focus', () => {
    expect(searchShortcutAction(press('k', { ctrlKey: true }), false)).toBe('open');
    expect(searchShortcutAction(press('K', { metaKey: true, target: { tagName: 'INPUT' } }), false)).toBe('open');
    expect(searchShortcutAction(press('k', { ctrlKey: true }), true)).toBe('close');
    expect(searchShortcutAction(press('k'), false)).toBeNull();
  });

  it('opens with "/" except while the reader types in a field or is on a control', () => {
    expect(searchShortcutAction(press('/'), false)).toBe('open');
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']) {
      expect(searchShortcutAction(press('/', { target: { tagName } }), false)).toBeNull();
    }
    expect(searchShortcutAction(press('/', { target: { tagName: 'DIV', isContentEditable: true } }), false)).toBeNull();
    expect(searchShortcutAction(press('/'), true)).toBeNull();
  });

  it('closes with Escape only when open', () => {
    expect(searchShortcutAction(press('Escape'), true)).toBe('close');
    expect(searchShortcutAction(press('Escape'), false)).toBeNull();
  });

  it('shows ⌘ on Apple devices and Ctrl elsewhere', () => {
    expect(shortcutModifier('MacIntel')).toEqual({ label: '⌘', key: 'Meta' });
    expect(shortcutModifier('iPhone')).toEqual({ label: '⌘', key: 'Meta' });
    expect(shortcutModifier('Linux x86_64')).toEqual({ label: 'Ctrl', key: 'Control' });
  });
});
