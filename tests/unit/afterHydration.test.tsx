// Updates a page makes right after hydration run in a transition or when the browser is idle, so
// they add no long synchronous task: the patched useWindowSize, and the code block buttons.
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { useWindowSize } from '@site/plugins/docusaurus-patches/useWindowSize';
import { whenBrowserIsIdle } from '@site/src/lib/idle';
import CodeBlockButtons from '@site/src/theme/CodeBlock/Buttons';

jest.mock(
  '@theme/CodeBlock/Buttons/CopyButton',
  () => ({ __esModule: true, default: () => <button type="button">Copy</button> }),
  {
    virtual: true,
  },
);
jest.mock('@theme/CodeBlock/Buttons/WordWrapButton', () => ({ __esModule: true, default: () => null }), {
  virtual: true,
});
// The theme's code block context (ESM packages jest does not load), for blocks drawn without it.
jest.mock('@docusaurus/theme-common', () => ({ useThemeConfig: () => ({ prism: {} }) }), { virtual: true });
jest.mock(
  '@docusaurus/theme-common/internal',
  () => ({
    CodeBlockContextProvider: ({ children }: { children: React.ReactNode }) => children,
    createCodeBlockMetadata: ({ code }: { code: string }) => ({ code }),
  }),
  { virtual: true },
);

function WindowSize() {
  return <p>{useWindowSize()}</p>;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('after hydration', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('useWindowSize says "ssr" first, then the size class of the window, and follows resizes', async () => {
    setWidth(412);
    const seen: string[] = [];
    function Recorder() {
      seen.push(useWindowSize());
      return null;
    }
    await act(async () => {
      render(
        <>
          <Recorder />
          <WindowSize />
        </>,
      );
    });
    expect(seen[0]).toBe('ssr');
    expect(screen.getByText('mobile')).toBeTruthy();
    setWidth(1280);
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('desktop')).toBeTruthy();
  });

  it('runs idle work through requestIdleCallback, with a deadline, and can cancel it', () => {
    const requestIdleCallback = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    const work = jest.fn();
    const cancel = whenBrowserIsIdle(work, 1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where there is no requestIdleCallback (Safari)', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenBrowserIsIdle(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenBrowserIsIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('adds a code block its copy button once the browser is idle, not on the first render', async () => {
    jest.useFakeTimers();
    render(<CodeBlockButtons />);
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    // Not idle yet: the buttons' code has not even been asked for.
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    jest.useRealTimers();
    // Idle: the buttons' chunk loads, then they appear.
    expect(await screen.findByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
