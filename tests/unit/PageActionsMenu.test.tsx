import React from 'react';
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import PageActions from '@site/src/components/PageActions';
import { DocsProvider } from '@site/src/components/DocsProvider';
import { testLocation } from './support/docusaurus/router';
import { testContext } from './support/docusaurus/useDocusaurusContext';
import codeTranslations from './support/docusaurus/codeTranslations';

const SITE_URL = 'https://mui-x-docs.example.com';

function renderHeader() {
  return render(
    <DocsProvider>
      <header className="page-header">
        <h1>Sorting</h1>
        <PageActions />
        <p>Sorting puts rows in order.</p>
      </header>
    </DocsProvider>,
  );
}

function menuButton() {
  return screen.getByRole('button', { name: 'Page actions' });
}

/** Enter on a focused button: jsdom runs no default actions, so the click a browser makes is sent too. */
function pressEnter(button: HTMLElement) {
  fireEvent.keyDown(button, { key: 'Enter' });
  fireEvent.click(button);
}

/** The menu, once its chunk (a dynamic import) has loaded. */
async function openMenu(): Promise<HTMLElement> {
  const button = menuButton();
  button.focus();
  pressEnter(button);
  return screen.findByRole('menu');
}

function focused(): string {
  return document.activeElement?.textContent ?? '';
}

function respond(body: string, init: { ok?: boolean; status?: number; type?: string } = {}) {
  return {
    ok: init.ok ?? true,
    status: init.status ?? 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (init.type ?? 'text/markdown') : null) },
    text: () => Promise.resolve(body),
  };
}

let fetchMock: jest.Mock;
let writeText: jest.Mock;

beforeEach(() => {
  Object.assign(testContext.siteConfig, { url: SITE_URL });
  fetchMock = jest.fn(() => Promise.resolve(respond('# Sorting\n')));
  // jsdom has neither fetch nor a clipboard.
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  testLocation.pathname = '/x/react-data-grid/sorting/';
});

describe('page actions menu', () => {
  it('is a named menu button, closed until pressed', () => {
    renderHeader();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is in the server-rendered page, so the title leaves room for it before the app runs', () => {
    const html = renderToStaticMarkup(
      <DocsProvider>
        <PageActions />
      </DocsProvider>,
    );
    expect(html).toContain('aria-label="Page actions"');
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).not.toContain('role="menu"');
  });

  it('opens from the keyboard on its first item; the arrows, Home and End move focus; Escape returns to the button', async () => {
    renderHeader();
    const menu = await openMenu();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Copy page',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    expect(screen.getAllByRole('menuitem').every((item) => item.tabIndex === -1)).toBe(true);
    expect(focused()).toBe('Copy page');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('View as Markdown');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(focused()).toBe('Open in Claude');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(focused()).toBe('Copy page');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(focused()).toBe('Open in Claude');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(focused()).toBe('Copy page');

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab, giving focus back to the button for the browser to move on from', async () => {
    renderHeader();
    await openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes on a press outside it, not on a press inside', async () => {
    renderHeader();
    await openMenu();
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'View as Markdown' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Sorting puts rows in order.'));
    expect(screen.queryByRole('menu')).toBeNull();
    // Focus is left to the press, not pulled back to the button.
    expect(document.activeElement).not.toBe(menuButton());
  });

  it('closes when its button is pressed again', async () => {
    renderHeader();
    await openMenu();
    fireEvent.click(menuButton());
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('answers presses while the menu loads: opened then closed, it stays closed; opened, it appears once loaded', async () => {
    renderHeader();
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(menuButton());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(focused()).toBe('Copy page');
  });

  it('fetches the Markdown twin as it opens, and Copy page writes its text to the clipboard and says Copied', async () => {
    testLocation.pathname = '/x/react-data-grid/filtering/';
    fetchMock.mockImplementation(() => Promise.resolve(respond('# Filtering\n\nFilter rows.\n')));
    renderHeader();
    await openMenu();
    expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/filtering.md');

    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('# Filtering\n\nFilter rows.\n'));
    expect(await screen.findByRole('menuitem', { name: 'Copied' })).toBe(document.activeElement);
    // The menu stays open so the reader sees the result.
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('writes to the clipboard within the press once the twin has arrived (Safari allows no later write)', async () => {
    testLocation.pathname = '/x/react-data-grid/export/';
    fetchMock.mockImplementation(() => Promise.resolve(respond('# Export\n')));
    renderHeader();
    await openMenu();
    // The response and its text arrive while the reader looks at the menu.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => fireEvent.click(screen.getByRole('menuitem', { name: 'Copy page' })));
    expect(writeText).toHaveBeenCalledWith('# Export\n');
    expect(await screen.findByRole('menuitem', { name: 'Copied' })).toBeInTheDocument();
  });

  it('says Copy failed when the twin cannot be fetched, and tries again on the next press', async () => {
    testLocation.pathname = '/x/react-data-grid/pagination/';
    fetchMock.mockImplementation(() => Promise.resolve(respond('Not found', { ok: false, status: 404 })));
    renderHeader();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy page' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy failed' })).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();

    fetchMock.mockImplementation(() => Promise.resolve(respond('# Pagination\n')));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy failed' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('# Pagination\n'));
    expect(await screen.findByRole('menuitem', { name: 'Copied' })).toBeInTheDocument();
  });

  it('does not copy an HTML page served in place of a missing twin', async () => {
    testLocation.pathname = '/x/react-data-grid/editing/';
    fetchMock.mockImplementation(() =>
      Promise.resolve(respond('<!doctype html>', { type: 'text/html; charset=utf-8' })),
    );
    renderHeader();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy page' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy failed' })).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says Copy failed when the clipboard refuses', async () => {
    testLocation.pathname = '/x/react-data-grid/layout/';
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    renderHeader();
    await openMenu();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/layout.md'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy page' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy failed' })).toBeInTheDocument();
  });

  it('links the twin, and hands the assistants its absolute URL in a new tab', async () => {
    renderHeader();
    await openMenu();
    const twinUrl = `${SITE_URL}/x/react-data-grid/sorting.md`;
    expect(screen.getByRole('menuitem', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/x/react-data-grid/sorting.md',
    );
    const prompt = `Read ${twinUrl} and answer my questions about it.`;
    const chatGpt = screen.getByRole('menuitem', { name: 'Open in ChatGPT' });
    const claude = screen.getByRole('menuitem', { name: 'Open in Claude' });
    expect(chatGpt).toHaveAttribute('href', `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`);
    expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    expect(claude.getAttribute('href')).toContain(encodeURIComponent(twinUrl));
    for (const link of [chatGpt, claude]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('activates a link with Space, and closes as the link opens', async () => {
    renderHeader();
    await openMenu();
    const claude = screen.getByRole('menuitem', { name: 'Open in Claude' });
    const followed = jest.fn((event: MouseEvent) => event.preventDefault()); // jsdom cannot navigate
    claude.addEventListener('click', followed);
    claude.focus();
    fireEvent.keyDown(claude, { key: ' ' });
    expect(followed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  describe('on a Chinese page', () => {
    const zh = Object.fromEntries(
      Object.entries(JSON.parse(readFileSync('i18n/zh/code.json', 'utf8')) as Record<string, { message: string }>).map(
        ([id, { message }]) => [id, message],
      ),
    );
    beforeEach(() => {
      Object.assign(codeTranslations, zh);
      testContext.i18n.currentLocale = 'zh';
      testLocation.pathname = '/x/zh/react-data-grid/row-selection/';
    });
    afterEach(() => {
      for (const id of Object.keys(zh)) delete codeTranslations[id];
      testContext.i18n.currentLocale = 'en';
    });

    it('speaks Chinese and points to the English twin', async () => {
      renderHeader();
      const button = screen.getByRole('button', { name: '页面操作' });
      button.focus();
      pressEnter(button);
      await screen.findByRole('menu');
      expect(focused()).toBe('复制页面');
      expect(fetchMock).toHaveBeenCalledWith('/x/react-data-grid/row-selection.md');
      expect(screen.getByRole('menuitem', { name: '以 Markdown 格式查看' })).toHaveAttribute(
        'href',
        '/x/react-data-grid/row-selection.md',
      );
      const claude = screen.getByRole('menuitem', { name: '在 Claude 中打开' });
      const prompt = new URL(claude.getAttribute('href')!).searchParams.get('q');
      expect(prompt).toBe(`请阅读 ${SITE_URL}/x/react-data-grid/row-selection.md，然后回答我关于它的问题。`);
    });
  });
});
