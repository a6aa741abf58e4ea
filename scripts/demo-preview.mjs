// `npm run demo:preview -- <demo.tsx | page.mdx>...`: runs demos on their own, without building the
// site, and reports what a reviewer looks for. It bundles the given demos (a page stands for the
// demos it imports) with Rspack into one page, opens it in Chromium in light, dark, and right to
// left at 360 px, prints each demo's console errors and warnings, and writes a screenshot of every
// demo in each mode to demo-preview/ (or --out <dir>). Several writers can run it at once: each run
// uses its own temporary folder and a free port. --serve keeps the page open at the printed URL.
// The site's build and crawl stay the final word; this is the quick look while writing.
import { rspack } from '@rspack/core';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { demoFilesOf, previewEntry, MODES } from './demo-preview/entry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const outDir = path.resolve(option('--out') ?? 'demo-preview');
const serveOnly = args.includes('--serve');
const inputs = args.filter((arg) => !arg.startsWith('--'));
if (inputs.length === 0) {
  console.error('Usage: npm run demo:preview -- <demo.tsx | page.mdx>... [--out dir] [--serve]');
  process.exit(2);
}

const demos = inputs.flatMap((input) => demoFilesOf(path.resolve(input), readFileSync));
for (const file of demos) if (!existsSync(file)) throw new Error(`No such demo: ${file}`);

const work = mkdtempSync(path.join(os.tmpdir(), 'demo-preview-'));
writeFileSync(path.join(work, 'entry.tsx'), previewEntry(demos, root));
writeFileSync(path.join(work, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script src="main.js"></script></body></html>');

const compiler = rspack({
  mode: 'development',
  devtool: false,
  context: root,
  entry: path.join(work, 'entry.tsx'),
  output: { path: work, filename: 'main.js' },
  resolve: {
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    alias: { '@site': root },
    // The entry lives in a temporary folder: packages resolve from the project.
    modules: [path.join(root, 'node_modules'), 'node_modules'],
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css' },
    ],
  },
  experiments: { css: true },
  plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('development') })],
  stats: 'errors-warnings',
});
const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : compiler.close(() => resolve(result)))),
);
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}

const server = createServer((request, response) => {
  const file = path.join(work, request.url === '/' || request.url?.startsWith('/?') ? 'index.html' : path.basename(request.url ?? ''));
  if (!existsSync(file)) {
    response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
    return;
  }
  response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

if (serveOnly) {
  console.log(`Demos at ${url} (?mode=dark, ?dir=rtl); Ctrl+C to stop.`);
} else {
  const code = await review(url);
  server.close();
  rmSync(work, { recursive: true, force: true });
  process.exit(code);
}

/** Opens the page in every mode, prints each demo's problems, saves its screenshots. */
async function review(pageUrl) {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  let problemCount = 0;
  for (const mode of MODES) {
    const page = await browser.newPage({ viewport: { width: mode.width, height: 900 }, colorScheme: mode.scheme });
    const problems = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !/Missing license key|MUI X: License/i.test(message.text()))
        problems.push(`console.${message.type()}: ${message.text().split('\n')[0]}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.goto(`${pageUrl}?mode=${mode.scheme}&dir=${mode.dir}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const sections = page.locator('section[data-preview-demo]');
    for (let index = 0; index < (await sections.count()); index += 1) {
      const section = sections.nth(index);
      const name = await section.getAttribute('data-preview-demo');
      const overflow = await section.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      if (overflow) problems.push(`${name}: wider than the ${mode.width} px page`);
      await section.screenshot({ path: path.join(outDir, `${name}.${mode.name}.png`) });
    }
    for (const problem of problems) console.log(`[${mode.name}] ${problem}`);
    problemCount += problems.length;
    await page.close();
  }
  await browser.close();
  console.log(`${demos.length} demo(s), ${problemCount} problem(s); screenshots in ${path.relative(process.cwd(), outDir)}/`);
  return problemCount ? 1 : 0;
}
