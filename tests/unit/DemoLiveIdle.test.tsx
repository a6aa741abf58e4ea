// Its own file: the first-interaction promise is shared by every demo on a page (module state), and
// this test needs a page where the reader has not interacted yet.
import React from 'react';
import { render, screen } from '@testing-library/react';
import DemoLive from '@site/src/components/Demo/DemoLive';
import { rendersInBrowserOnly, type DemoModule } from '@site/src/lib/demo';

jest.mock('@site/src/components/Demo/demoRuntime', () => ({
  applyLicenseKey: () => {},
  withDemoProviders: (Component: React.ComponentType) => Component,
}));

const demoNamed = (name: string, rendersOnClient: boolean): DemoModule => ({
  name,
  id: name.toLowerCase(),
  preview: null,
  rendersInBrowserOnly: rendersOnClient,
  load: async () => ({ default: () => <p>{name} is running</p> }),
  loadSource: async () => ({ default: { files: [], imports: [] } }),
});

describe('demos that render nothing on the server', () => {
  it('are the ones importing a charts package', () => {
    expect(rendersInBrowserOnly(['@mui/x-charts/BarChart', 'react'])).toBe(true);
    expect(rendersInBrowserOnly(['@mui/x-charts-pro'])).toBe(true);
    expect(rendersInBrowserOnly(['@mui/x-data-grid', '@mui/x-chartsy'])).toBe(false);
  });

  it('start once the page is idle, while other demos keep waiting for the reader', async () => {
    render(
      <>
        <DemoLive demo={demoNamed('Chart', true)} resetKey={0} />
        <DemoLive demo={demoNamed('Grid', false)} resetKey={0} />
      </>,
    );
    expect(await screen.findByText('Chart is running', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('Grid is running')).toBeNull();
  });
});
