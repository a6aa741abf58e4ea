// Its own file: the first-interaction promise is shared by every demo on a page (module state), and
// this test needs a page where the reader has not interacted yet.
import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import DemoLive from '@site/src/components/Demo/DemoLive';
import { readsColorMode, rendersInBrowserOnly, type DemoModule } from '@site/src/lib/demo';

jest.mock('@site/src/components/Demo/demoRuntime', () => ({
  applyLicenseKey: () => {},
  withDemoProviders: (Component: React.ComponentType) => Component,
}));

const demoNamed = (name: string, rendersOnClient: boolean): DemoModule => ({
  name,
  id: name.toLowerCase(),
  preview: null,
  rendersInBrowserOnly: rendersOnClient,
  readsColorMode: false,
  load: async () => ({ default: () => <p>{name} is running</p> }),
  loadSource: async () => ({ default: { files: [], imports: [] } }),
});

describe('demos that render nothing on the server', () => {
  it('are the ones importing a charts or Data Grid package', () => {
    expect(rendersInBrowserOnly(['@mui/x-charts/BarChart', 'react'])).toBe(true);
    expect(rendersInBrowserOnly(['@mui/x-charts-pro'])).toBe(true);
    expect(rendersInBrowserOnly(['@mui/x-data-grid'])).toBe(true);
    expect(rendersInBrowserOnly(['@mui/x-data-grid-premium', 'react'])).toBe(true);
    expect(rendersInBrowserOnly(['@mui/x-date-pickers', '@mui/x-chartsy', '@mui/x-data-grid-generator'])).toBe(false);
  });

  it('re-render with the colour mode in their theme only when they are charts', () => {
    expect(readsColorMode(['@mui/x-charts/BarChart'])).toBe(true);
    expect(readsColorMode(['@mui/x-charts-pro/Heatmap'])).toBe(true);
    expect(readsColorMode(['@mui/x-data-grid', '@mui/x-date-pickers/DatePicker', '@mui/x-chartsy'])).toBe(false);
  });

  it('start once the page is idle, while other demos keep waiting for the reader', async () => {
    render(
      <>
        <DemoLive demo={demoNamed('Chart', true)} resetKey={0} />
        <DemoLive demo={demoNamed('Picker', false)} resetKey={0} />
      </>,
    );
    expect(await screen.findByText('Chart is running', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Picker is running')).toBeNull();
  });

  it('wait for the reader when they are below the fold: near the viewport, but not on screen', async () => {
    // Every observed element is within 400px of the viewport and none is on screen.
    class BelowTheFold {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        const near = this.options?.rootMargin?.startsWith('400px') ?? false;
        queueMicrotask(() =>
          this.callback(
            [{ target, isIntersecting: near } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        );
      }
      disconnect() {}
    }
    const original = window.IntersectionObserver;
    window.IntersectionObserver = BelowTheFold as unknown as typeof IntersectionObserver;
    try {
      render(<DemoLive demo={demoNamed('Grid', true)} resetKey={0} />);
      // The page has long been idle (the test above waited for it).
      await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
      expect(screen.queryByText('Grid is running')).toBeNull();
      fireEvent.scroll(window);
      expect(await screen.findByText('Grid is running')).toBeInTheDocument();
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
