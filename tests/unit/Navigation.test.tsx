import React from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Location } from 'history';

const dispatched: string[] = [];
jest.mock('@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js', () => ({
  __esModule: true,
  dispatchLifecycleAction: (action: string, { location }: { location: Location }) => {
    dispatched.push(`${action} ${location.pathname}`);
    return () => {};
  },
  // What the scroll handler and onRouteDidUpdate are told, shown on the page.
  default: ({
    children,
    location,
    previousLocation,
  }: {
    children: React.ReactNode;
    location: Location;
    previousLocation: Location | null;
  }) => (
    <>
      <p>{`from ${previousLocation?.pathname ?? 'nowhere'} to ${location.pathname}`}</p>
      {children}
    </>
  ),
}));

import Navigation from '@site/plugins/docusaurus-patches/Navigation';

const at = (pathname: string) => ({ pathname, search: '', hash: '', state: undefined }) as Location;

function Page() {
  return <h1>{useLocation().pathname}</h1>;
}

describe('Navigation (for a router that moves once the next page has loaded)', () => {
  it('shows each location at once and tells the lifecycle where the reader came from', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Navigation location={at('/x/a/')}>
          <Page />
        </Navigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('/x/a/');
    expect(screen.getByText('from nowhere to /x/a/')).toBeInTheDocument();
    expect(dispatched).toEqual(['onRouteUpdate /x/a/']);

    rerender(
      <MemoryRouter>
        <Navigation location={at('/x/b/')}>
          <Page />
        </Navigation>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('/x/b/');
    expect(screen.getByText('from /x/a/ to /x/b/')).toBeInTheDocument();
    // Later navigations are announced by routeLoading, when they start.
    expect(dispatched).toEqual(['onRouteUpdate /x/a/']);
  });
});
