import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { inAppPath } from '@site/src/lib/inAppLink';
import { testHistory } from '@site/tests/unit/support/docusaurus/router';
import { browserState } from '@site/tests/unit/support/docusaurus/useIsBrowser';

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const here = { origin: 'http://localhost', pathname: '/x/api/data-grid/data-grid/' };
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({
  href,
  target: '',
  download: false,
  ...extra,
});

describe('inAppPath', () => {
  it('routes a plain click on a link to another page of the site', () => {
    expect(inAppPath(plainClick, link('http://localhost/x/api/data-grid/grid-col-def/#type'), here)).toBe(
      '/x/api/data-grid/grid-col-def/#type',
    );
  });

  it('leaves the browser to open new tabs, downloads, other sites and jumps within the page', () => {
    const other = link('http://localhost/x/react-data-grid/');
    expect(inAppPath({ ...plainClick, ctrlKey: true }, other, here)).toBeNull();
    expect(inAppPath({ ...plainClick, button: 1 }, other, here)).toBeNull();
    expect(inAppPath(plainClick, link(other.href, { target: '_blank' }), here)).toBeNull();
    expect(inAppPath(plainClick, link(other.href, { download: true }), here)).toBeNull();
    expect(inAppPath(plainClick, link('https://github.com/mui/mui-x'), here)).toBeNull();
    expect(inAppPath(plainClick, link('http://localhost/x/api/data-grid/data-grid/#rows-prop'), here)).toBeNull();
  });
});

describe('ServerMarkup', () => {
  afterEach(() => testHistory.push.mockClear());

  it('keeps the markup of a server-rendered page as it is and routes its links in the app', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div role="region" aria-label="Props"><a href="/x/api/data-grid/grid-col-def/">GridColDef</a></div>';
    document.body.appendChild(container);
    await act(async () => {
      // The client renders other content on purpose: the server's must be what stays.
      hydrateRoot(
        container,
        <ServerMarkup role="region" aria-label="Props">
          <p>rendered in the browser</p>
        </ServerMarkup>,
      );
    });
    expect(screen.queryByText('rendered in the browser')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'GridColDef' }));
    expect(testHistory.push).toHaveBeenCalledWith('/x/api/data-grid/grid-col-def/');
    container.remove();
  });

  it('renders its content on a page reached by client-side navigation', () => {
    browserState.hydrated = true;
    try {
      render(
        <ServerMarkup>
          <p>props table</p>
        </ServerMarkup>,
      );
      expect(screen.getByText('props table')).toBeInTheDocument();
    } finally {
      browserState.hydrated = false;
    }
  });
});
