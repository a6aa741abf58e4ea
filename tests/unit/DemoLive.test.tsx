import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import DemoLiveComponent from '@site/src/components/Demo/DemoLive';
import { DocsProvider } from '@site/src/components/DocsProvider';
import type { DemoModule } from '@site/src/lib/demo';

// The real runtime brings MUI's providers and the licence; the error boundary is what is tested here.
jest.mock('@site/src/components/Demo/demoRuntime', () => ({
  applyLicenseKey: () => {},
  withDemoProviders: (Component: React.ComponentType) => Component,
}));

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('boom');
  return <p>The demo works</p>;
}

const demo: DemoModule = {
  name: 'Fragile',
  id: 'fragile',
  preview: null,
  rendersInBrowserOnly: false,
  readsColorMode: false,
  load: async () => ({ default: Fragile }),
  loadSource: async () => ({ default: { files: [], imports: [] } }),
};

/** Its crash message is in the page's language, which DocsProvider gives. */
function DemoLive(props: React.ComponentProps<typeof DemoLiveComponent>) {
  return (
    <DocsProvider>
      <DemoLiveComponent {...props} />
    </DocsProvider>
  );
}

describe('DemoLive', () => {
  it('shows a small message with a Reset button when the demo crashes, and Reset brings it back', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<DemoLive demo={demo} resetKey={0} />);
    // Demos wait for the reader's first interaction before loading.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.keyDown(window, { key: 'Tab' }));
    await screen.findByRole('alert');
    expect(screen.getByText('This demo stopped working.')).toBeInTheDocument();
    shouldThrow = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(await screen.findByText('The demo works')).toBeInTheDocument();
    rerender(<DemoLive demo={demo} resetKey={1} />);
    expect(await screen.findByText('The demo works')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
