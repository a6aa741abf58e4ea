import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  CODE_BLOCK_COPY_RESET_MS,
  COPY_LABEL_KEYS,
  DEMO_COPY_RESET_MS,
  useCopy,
} from '@site/src/components/CopyButton/useCopy';
import { ENGLISH } from '@site/src/lib/translations';

function CopyProbe({ resetMs }: { resetMs: number }) {
  const { state, copy } = useCopy(resetMs);
  return (
    <button type="button" onClick={() => void copy('npm install @mui/x-data-grid')}>
      {ENGLISH[COPY_LABEL_KEYS[state]]}
    </button>
  );
}

function mockClipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copy buttons', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['code block', CODE_BLOCK_COPY_RESET_MS, 1200],
    ['demo toolbar', DEMO_COPY_RESET_MS, 2000],
  ])('%s: shows Copy, then Copied, then Copy again after %i ms', async (_, resetMs, expected) => {
    expect(resetMs).toBe(expected);
    const writeText = jest.fn(() => Promise.resolve());
    mockClipboard(writeText);
    render(<CopyProbe resetMs={resetMs} />);
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(writeText).toHaveBeenCalledWith('npm install @mui/x-data-grid');
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(resetMs - 1));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
  });

  it('says Copy failed when the clipboard refuses, then resets the same way', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    render(<CopyProbe resetMs={1200} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button')).toHaveTextContent('Copy failed');
    act(() => jest.advanceTimersByTime(1200));
    expect(screen.getByRole('button')).toHaveTextContent(/^Copy$/);
  });
});
