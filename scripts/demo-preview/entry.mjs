// The page scripts/demo-preview.mjs bundles: every demo under the site's MUI theme, in the colour
// mode and direction the URL asks for.
import path from 'node:path';

/** The modes a preview is looked at in: the site's light and dark, and right to left on a phone. */
export const MODES = [
  { name: 'light', scheme: 'light', dir: 'ltr', width: 1000 },
  { name: 'dark', scheme: 'dark', dir: 'ltr', width: 1000 },
  { name: 'rtl-360', scheme: 'light', dir: 'rtl', width: 360 },
];

/** A demo file stands for itself; a page for the `?demo` files it imports, in the order it imports them. */
export function demoFilesOf(file, readFile) {
  if (!file.endsWith('.mdx') && !file.endsWith('.md')) return [file];
  const source = readFile(file, 'utf8');
  const imports = [...source.matchAll(/from\s+'(\.[^']+\.tsx)\?demo'/g)].map((match) => match[1]);
  if (imports.length === 0) throw new Error(`${file} imports no demo (import X from './demos/X.tsx?demo')`);
  return imports.map((relative) => path.resolve(path.dirname(file), relative));
}

/** The entry module's source: imports each demo and renders it in a labelled section. */
export function previewEntry(demoFiles, root) {
  const imports = demoFiles
    .map((file, index) => `import Demo${index} from ${JSON.stringify(file)};`)
    .join('\n');
  const list = demoFiles
    .map((file, index) => `  { name: ${JSON.stringify(`${String(index + 1).padStart(2, '0')}-${path.basename(file, '.tsx')}`)}, Component: Demo${index} },`)
    .join('\n');
  return `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { prefixer } from 'stylis';
import { createDocsTheme } from ${JSON.stringify(path.join(root, 'src/components/MuiProviders/theme.ts'))};
import { rtlInLayers } from ${JSON.stringify(path.join(root, 'src/components/MuiProviders/rtlInLayers.ts'))};
${imports}

const demos = [
${list}
];
const query = new URLSearchParams(window.location.search);
const mode = query.get('mode') === 'dark' ? 'dark' : 'light';
const dir = query.get('dir') === 'rtl' ? 'rtl' : 'ltr';
document.documentElement.dir = dir;
const cache = createCache({ key: dir === 'rtl' ? 'muirtl' : 'mui', stylisPlugins: dir === 'rtl' ? [prefixer, rtlInLayers] : [prefixer] });
const theme = createDocsTheme(dir, 'en');

class Boundary extends React.Component<{ children: React.ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <pre role="alert">Crashed: {String(this.state.error.stack ?? this.state.error)}</pre> : this.props.children;
  }
}

createRoot(document.getElementById('root')!).render(
  <CacheProvider value={cache}>
    <ThemeProvider theme={theme} defaultMode={mode} storageManager={null} forceThemeRerender>
      <CssBaseline />
      <main style={{ padding: 16, maxWidth: 960 }}>
        {demos.map(({ name, Component }) => (
          <section key={name} data-preview-demo={name} style={{ marginBottom: 32, padding: 8, border: '1px dashed #888' }}>
            <h2 style={{ fontSize: 14, margin: '0 0 8px' }}>{name}</h2>
            <Boundary>
              <Component />
            </Boundary>
          </section>
        ))}
      </main>
    </ThemeProvider>
  </CacheProvider>,
);
`;
}
