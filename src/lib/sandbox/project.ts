// A complete Vite + React project around one demo, in TypeScript or JavaScript, and the form posts
// that open it in StackBlitz or CodeSandbox (their documented define endpoints; no SDK needed).
import { compressToBase64 } from 'lz-string';
import type { CodeVariant } from '../codeVariant';
import type { DemoSource } from '../demo';
import { sandboxDependencies, type DependencyOptions } from './dependencies';

export type ProjectFiles = Record<string, string>;

export interface FormPost {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

export function createProject(
  demoName: string,
  source: DemoSource,
  variant: CodeVariant,
  options: DependencyOptions = {},
): ProjectFiles {
  const ts = variant === 'TS';
  const entry = ts ? 'src/main.tsx' : 'src/main.jsx';
  const [demoFile, ...siblings] = source.files;
  if (!demoFile) throw new Error(`Demo ${demoName} has no source files.`);
  const fileName = (file: (typeof source.files)[number]) => (ts ? file.name : file.jsName);
  const files: ProjectFiles = {
    'package.json': `${JSON.stringify(
      {
        name: demoName.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        type: 'module',
        scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
        dependencies: sandboxDependencies(source.imports, options),
        devDependencies: {
          '@vitejs/plugin-react': '^4.3.0',
          vite: '^6.0.0',
          ...(ts && { typescript: '^5.6.0', '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0' }),
        },
      },
      null,
      2,
    )}\n`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${demoName} - MUI X demo</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/${entry}"></script>
  </body>
</html>
`,
    [ts ? 'vite.config.ts' : 'vite.config.js']: `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({ plugins: [react()] });
`,
    [entry]: `import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { StyledEngineProvider } from '@mui/material/styles';
import Demo from './${demoName}';

createRoot(document.getElementById('root')${ts ? '!' : ''}).render(
  <React.StrictMode>
    <StyledEngineProvider injectFirst>
      <Demo />
    </StyledEngineProvider>
  </React.StrictMode>,
);
`,
  };
  if (ts) {
    files['tsconfig.json'] = `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`;
  }
  for (const file of [demoFile, ...siblings]) files[`src/${fileName(file)}`] = ts ? file.tsx : file.js;
  return files;
}

export function mainFile(files: ProjectFiles, demoName: string): string {
  return Object.keys(files).find((path) => path === `src/${demoName}.tsx` || path === `src/${demoName}.jsx`) ?? 'src';
}

export function stackBlitzPost(demoName: string, files: ProjectFiles): FormPost {
  const fields: Record<string, string> = {
    'project[title]': `${demoName} - MUI X demo`,
    'project[description]': `A demo from the MUI X v8.2.0 documentation.`,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(files)) fields[`project[files][${path}]`] = content;
  return { action: `https://stackblitz.com/run?file=${encodeURIComponent(mainFile(files, demoName))}`, fields };
}

export function codeSandboxPost(demoName: string, files: ProjectFiles): FormPost {
  const parameters = compressToBase64(
    JSON.stringify({ files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, { content }])) }),
  );
  return {
    action: 'https://codesandbox.io/api/v1/sandboxes/define',
    fields: { parameters, query: `file=/${mainFile(files, demoName)}` },
  };
}
