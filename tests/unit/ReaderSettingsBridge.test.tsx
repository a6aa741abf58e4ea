import { act, render } from '@testing-library/react';
import ReaderSettingsBridge from '@site/src/components/ReaderSettings/ReaderSettingsBridge';

type Choice = 'light' | 'dark' | null;

// The hook's value lags behind storage while a page hydrates: it starts at null (system) and only
// later reads the stored choice, which is the moment the tabs used to start echoing.
const mockColorMode = { colorModeChoice: null as Choice, setColorMode: jest.fn() };
jest.mock('@docusaurus/theme-common', () => ({ useColorMode: () => mockColorMode }));
jest.mock('@docusaurus/Head', () => ({ __esModule: true, default: () => null }), { virtual: true });

function countWrites(): jest.SpyInstance {
  return jest.spyOn(Storage.prototype, 'setItem');
}

/** A storage event as another tab's write delivers it: storage already holds the new value. */
function receive(key: string, newValue: string) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  });
}

beforeEach(() => {
  localStorage.clear();
  mockColorMode.colorModeChoice = null;
  mockColorMode.setColorMode = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('ReaderSettingsBridge', () => {
  it('writes nothing on mount when storage already mirrors the choice, even before the hook has read it', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('mui-mode', 'dark');
    localStorage.setItem('mui-color-scheme-light', 'light');
    localStorage.setItem('mui-color-scheme-dark', 'dark');
    const writes = countWrites();
    const { rerender } = render(<ReaderSettingsBridge />);
    mockColorMode.colorModeChoice = 'dark';
    rerender(<ReaderSettingsBridge />);
    expect(writes).not.toHaveBeenCalled();
    expect(localStorage.getItem('mui-mode')).toBe('dark');
  });

  it('mirrors a new choice to the mui-* keys once', () => {
    render(<ReaderSettingsBridge />);
    expect(localStorage.getItem('mui-mode')).toBe('system');
    const writes = countWrites();
    localStorage.setItem('theme', 'light'); // what Docusaurus persists before its state changes
    writes.mockClear();
    mockColorMode.colorModeChoice = 'light';
    const { rerender } = render(<ReaderSettingsBridge />);
    rerender(<ReaderSettingsBridge />);
    expect(writes.mock.calls).toEqual([['mui-mode', 'light']]);
  });

  it('applies a mode chosen elsewhere and writes nothing back', () => {
    localStorage.setItem('theme', 'light');
    render(<ReaderSettingsBridge />);
    // Another MUI site wrote only its own key.
    localStorage.setItem('mui-mode', 'dark');
    const writes = countWrites();
    receive('mui-mode', 'dark');
    expect(mockColorMode.setColorMode).toHaveBeenCalledWith('dark');
    expect(writes).not.toHaveBeenCalled();
  });

  it('ignores the mirror of a choice this tab already has', () => {
    // Another tab of this site chose Dark: it stored `theme` (which Docusaurus here has applied),
    // then its `mui-mode`.
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('mui-mode', 'dark');
    mockColorMode.colorModeChoice = 'dark';
    render(<ReaderSettingsBridge />);
    const writes = countWrites();
    receive('mui-mode', 'dark');
    expect(mockColorMode.setColorMode).not.toHaveBeenCalled();
    expect(writes).not.toHaveBeenCalled();
  });

  it('ignores a foreign mode with no write and no console error', () => {
    localStorage.setItem('theme', 'dark');
    render(<ReaderSettingsBridge />);
    const error = jest.spyOn(console, 'error');
    const writes = countWrites();
    receive('mui-mode', 'sepia');
    receive('mui-color-scheme-dark', 'purple');
    expect(writes).not.toHaveBeenCalled();
    expect(mockColorMode.setColorMode).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
