import React, { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import DemoEditor, { EDIT_RUN_DELAY_MS, type DemoEditorProps } from '@site/src/components/Demo/DemoEditor';
import { DocsProvider } from '@site/src/components/DocsProvider';
import type { EditedLive } from '@site/src/components/Demo/editedLive';

jest.mock('@docusaurus/theme-common', () => ({
  usePrismTheme: () => ({ plain: { color: 'black', backgroundColor: 'white' }, styles: [] }),
}));
// The providers are the live demo's concern; here the edited component runs as it is.
jest.mock('@site/src/components/Demo/demoRuntime', () => ({
  withDemoProviders: (component: unknown) => component,
}));

const ORIGINAL = `export default function Demo() {\n  return <p>{2} rows</p>;\n}\n`;

function Harness(props: Partial<DemoEditorProps> & { onLive: (live: EditedLive | null) => void }) {
  const [code, setCode] = useState(ORIGINAL);
  return (
    <DocsProvider>
      <DemoEditor
        code={code}
        original={ORIGINAL}
        language="TS"
        fileName="Demo.tsx"
        caret={0}
        tabIndents={false}
        loadScope={undefined}
        readsColorMode={false}
        onChange={setCode}
        {...props}
      />
      <button type="button" onClick={() => setCode(ORIGINAL)}>
        Reset
      </button>
    </DocsProvider>
  );
}

const editor = () => screen.getByLabelText('Edit Demo.tsx') as HTMLTextAreaElement;
const tab = (target: Element) => fireEvent.keyDown(target, { key: 'Tab', code: 'Tab' });

describe('DemoEditor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes focus, with a description of how to leave', () => {
    render(<Harness onLive={() => {}} />);
    expect(document.activeElement).toBe(editor());
    const hint = document.getElementById(editor().getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('press Escape, then Tab, to leave the editor');
  });

  it('lets Tab move on until the reader types, indents after, and lets it move on again after Escape', () => {
    render(<Harness onLive={() => {}} />);
    // Not prevented: the browser moves focus on.
    expect(tab(editor())).toBe(true);
    fireEvent.change(editor(), { target: { value: `${ORIGINAL}// note` } });
    expect(tab(editor())).toBe(false);
    expect(editor().value).toContain('  ');
    fireEvent.keyDown(editor(), { key: 'Escape', code: 'Escape' });
    // Escape keeps focus in place (the reader's position in the page), and Tab then leaves.
    expect(document.activeElement).toBe(editor());
    expect(tab(editor())).toBe(true);
  });

  it('runs the edit after a pause, reports errors, and returns to the original on reset', async () => {
    const onLive = jest.fn();
    render(<Harness onLive={onLive} />);
    expect(onLive).toHaveBeenLastCalledWith(null);
    fireEvent.change(editor(), { target: { value: ORIGINAL.replace('{2}', '{5}') } });
    await act(async () => jest.advanceTimersByTime(EDIT_RUN_DELAY_MS - 50));
    expect(onLive).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(100);
      await jest.runAllTimersAsync();
    });
    const live = onLive.mock.lastCall[0] as EditedLive;
    expect('Component' in live).toBe(true);

    fireEvent.change(editor(), { target: { value: 'export default function Demo() { return <p>; }' } });
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(onLive.mock.lastCall[0]).toEqual({ error: expect.stringMatching(/^Syntax error: /) });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(editor().value).toBe(ORIGINAL);
    expect(onLive).toHaveBeenLastCalledWith(null);
  });
});
