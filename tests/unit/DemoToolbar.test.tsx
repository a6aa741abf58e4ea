import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import DemoToolbarComponent, { type DemoToolbarProps } from '@site/src/components/Demo/DemoToolbar';
import { DocsProvider } from '@site/src/components/DocsProvider';

/** The toolbar takes its strings from the page's language, which DocsProvider gives. */
function DemoToolbar(toolbarProps: DemoToolbarProps) {
  return (
    <DocsProvider>
      <DemoToolbarComponent {...toolbarProps} />
    </DocsProvider>
  );
}

const noop = () => {};
const props: DemoToolbarProps = {
  codeId: 'demo-code',
  expanded: true,
  variant: 'TS',
  copyState: 'idle',
  onToggleCode: noop,
  onVariant: noop,
  onCopy: noop,
  onReset: noop,
  onStackBlitz: noop,
  onCodeSandbox: noop,
};

describe('DemoToolbar', () => {
  it('names every control', () => {
    render(<DemoToolbar {...props} />);
    for (const name of [
      'Hide the source',
      'TypeScript',
      'JavaScript',
      'Copy the source',
      'Reset the demo',
      'Edit in StackBlitz',
      'Edit in CodeSandbox',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'TypeScript' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'JavaScript' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Hide the source' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('hides the TS/JS toggle while the code is closed', () => {
    render(<DemoToolbar {...props} expanded={false} />);
    expect(screen.getByRole('button', { name: 'Show the source' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'JavaScript' })).toBeNull();
  });

  it('is one tab stop, and the arrow keys, Home and End move between the controls', () => {
    render(<DemoToolbar {...props} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1, -1]);
    buttons[0]!.focus();
    const toolbar = screen.getByRole('toolbar', { name: 'Demo tools' });
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'TypeScript' }));
    expect(screen.getByRole('button', { name: 'TypeScript' }).tabIndex).toBe(0);
    fireEvent.keyDown(toolbar, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit in CodeSandbox' }));
    fireEvent.keyDown(toolbar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit in CodeSandbox' }));
    fireEvent.keyDown(toolbar, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('calls the handler of the control that is pressed', () => {
    const onVariant = jest.fn();
    render(<DemoToolbar {...props} onVariant={onVariant} />);
    fireEvent.click(screen.getByRole('button', { name: 'JavaScript' }));
    expect(onVariant).toHaveBeenCalledWith('JS');
  });
});
