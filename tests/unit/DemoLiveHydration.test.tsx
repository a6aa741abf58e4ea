// Its own file: the first-interaction promise is module state shared by every demo on a page, and
// this test needs a page where the reader has not interacted yet.
import React, { createContext, useContext, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import DemoLive from '@site/src/components/Demo/DemoLive';
import type { DemoModule } from '@site/src/lib/demo';

jest.mock('@site/src/components/Demo/demoRuntime', () => ({
  applyLicenseKey: () => {},
  withDemoProviders: (Component: React.ComponentType) => Component,
}));

const demo: DemoModule = {
  name: 'Grid',
  id: 'grid',
  preview: null,
  rendersInBrowserOnly: false,
  readsColorMode: false,
  load: async () => ({ default: () => <p>The live grid</p> }),
  loadSource: async () => ({ default: { files: [], imports: [] } }),
};

// Stands for a context high in the layout that changes right after hydration (on a phone, the
// navbar's sidebar menu does).
const LayoutContext = createContext(0);
let changeLayout: () => void = () => {};

function Page() {
  const [layout, setLayout] = useState(0);
  changeLayout = () => setLayout((value) => value + 1);
  return (
    <LayoutContext.Provider value={layout}>
      <LayoutConsumer />
      <DemoLive demo={demo} resetKey={0} />
    </LayoutContext.Provider>
  );
}

function LayoutConsumer() {
  return <span>{`layout ${useContext(LayoutContext)}`}</span>;
}

describe('a demo that arrives with the page', () => {
  it('keeps its server markup through hydration and later updates, then turns live on interaction', async () => {
    const container = document.createElement('div');
    // What static rendering wrote: the demo's real markup inside the live area.
    container.innerHTML = '<span>layout 0</span><div class="live"><div><p>Server-rendered grid</p></div></div>';
    document.body.appendChild(container);

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await act(async () => changeLayout());
    expect(screen.getByText('layout 1')).toBeInTheDocument();
    expect(screen.getByText('Server-rendered grid')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();

    await act(async () => fireEvent.pointerMove(window));
    expect(await screen.findByText('The live grid')).toBeInTheDocument();
    expect(screen.queryByText('Server-rendered grid')).toBeNull();
  });
});
