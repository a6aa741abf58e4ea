/**
 * @jest-environment node
 */
// The production server hands a page's Markdown twin to a client that asks for Markdown, and keeps
// the twins out of search engines.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/index.mjs';
import { prefersMarkdown } from '../../server/static.mjs';

let buildDir: string;
let close: () => void;
let request: (pathname: string, accept?: string) => Promise<Response>;

function writeBuildFile(relative: string, content: string): void {
  const file = path.join(buildDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'twin-serving-'));
  writeBuildFile('react-data-grid/sorting/index.html', '<h1>Data Grid - Sorting</h1>');
  writeBuildFile('react-data-grid/sorting.md', '# Data Grid - Sorting\n');
  writeBuildFile('react-data-grid/editing/index.html', '<h1>Editing</h1>');
  const { app, store } = createApp({ buildDir, feedbackDb: ':memory:' });
  close = () => store.close();
  request = (pathname, accept) =>
    Promise.resolve(app.request(`http://localhost${pathname}`, { headers: accept ? { Accept: accept } : {} }));
});

afterEach(() => {
  close();
  rmSync(buildDir, { recursive: true, force: true });
});

it('answers a page URL with its Markdown twin when the client asks for Markdown', async () => {
  const response = await request('/x/react-data-grid/sorting/', 'text/markdown');
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
  expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
  expect(response.headers.get('Vary')).toContain('Accept');
  expect(await response.text()).toBe('# Data Grid - Sorting\n');
});

it('answers a translated page URL with the English twin', async () => {
  const response = await request('/x/zh/react-data-grid/sorting/', 'text/markdown');
  expect(await response.text()).toBe('# Data Grid - Sorting\n');
});

it('keeps serving HTML to browsers, and HTML when a page has no twin', async () => {
  const browser = await request('/x/react-data-grid/sorting/', 'text/html,application/xhtml+xml,*/*;q=0.8');
  expect(browser.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  expect(browser.headers.get('Vary')).toContain('Accept');
  expect(browser.headers.get('X-Robots-Tag')).toBeNull();
  const noTwin = await request('/x/react-data-grid/editing/', 'text/markdown');
  expect(await noTwin.text()).toBe('<h1>Editing</h1>');
});

it('serves the .md URL itself as Markdown, never indexed', async () => {
  const response = await request('/x/react-data-grid/sorting.md');
  expect(response.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
  expect(response.headers.get('X-Robots-Tag')).toBe('noindex');
});

it('reads the Accept header by quality', () => {
  expect(prefersMarkdown('text/markdown')).toBe(true);
  expect(prefersMarkdown('text/markdown, text/html;q=0.9')).toBe(true);
  expect(prefersMarkdown('text/html, text/markdown;q=0.5')).toBe(false);
  expect(prefersMarkdown('text/markdown;q=0')).toBe(false);
  expect(prefersMarkdown('*/*')).toBe(false);
  expect(prefersMarkdown(undefined)).toBe(false);
});
