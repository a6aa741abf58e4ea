// The updates a page makes right after hydration run in transitions or when the browser is idle,
// so none of them is one long synchronous task: the patched useIsBrowser and useWindowSize, and the
// code block buttons.
import React, { useContext } from 'react';
import { act, render, screen } from '@testing-library/react';
import { BrowserContextProvider, Context } from '@site/plugins/docusaurus-patches/browserContext';
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

function IsBrowser() {
  return <p>{String(useContext(Context))}</p>;
}

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

  it('useIsBrowser is false on the first render (as on the server) and true once mounted', async () => {
    const seen: string[] = [];
    function Recorder() {
      seen.push(String(useContext(Context)));
      return null;
    }
    await act(async () => {
      render(
        <BrowserContextProvider>
          <Recorder />
          <IsBrowser />
        </BrowserContextProvider>,
      );
    });
    expect(seen[0]).toBe('false');
    expect(screen.getByText('true')).toBeTruthy();
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
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
