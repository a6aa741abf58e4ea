import React from 'react';
import { render, screen } from '@testing-library/react';
import { DocsProvider, useDocsConfig } from '@site/src/components/DocsProvider';
import routes from '@generated/routes';
import { testLocation } from './support/docusaurus/router';

function Probe() {
  const { product, version, language, t } = useDocsConfig();
  return <p>{`${product} ${version} ${language} ${t('settings.title')}`}</p>;
}

describe('DocsProvider', () => {
  it('carries the product of the current path, the version and the language', () => {
    testLocation.pathname = '/x/react-charts/bars/';
    render(
      <DocsProvider>
        <Probe />
      </DocsProvider>,
    );
    expect(screen.getByText('x-charts 8.2.0 en Settings')).toBeInTheDocument();
  });

  it('treats an unknown path as the 404 page it is served, which belongs to no product', () => {
    // Route components are loadable components in the site; none is rendered here.
    const component = (() => null) as unknown as (typeof routes)[number]['component'];
    const siteRoutes = routes.splice(0, routes.length, {
      path: '/x/',
      component,
      routes: [{ path: '/x/react-charts/bars/', component, exact: true }],
    });
    testLocation.pathname = '/x/react-charts/no-such-page/';
    render(
      <DocsProvider>
        <Probe />
      </DocsProvider>,
    );
    routes.splice(0, routes.length, ...siteRoutes);
    expect(screen.getByText('introduction 8.2.0 en Settings')).toBeInTheDocument();
  });

  it('throws the documented message outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(
      'Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>',
    );
    jest.restoreAllMocks();
  });
});
