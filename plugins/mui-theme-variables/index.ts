// Puts MUI's theme variables (both colour schemes) in the site's global stylesheet, once. The MUI
// providers are told not to generate them: each provider on a page used to add its own ~20 KB
// copy, once per demo, and every copy restyled the whole document. The stylesheet is generated from
// the theme the providers use, so the two cannot drift apart.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serializeStyles } from '@emotion/serialize';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createDocsTheme } from '../../src/components/MuiProviders/theme';

export function themeVariablesCss(): string {
  // Variables depend on neither direction nor language (those change components, not tokens).
  const sheets = createDocsTheme('ltr', 'en').generateStyleSheets?.() ?? [];
  return `@layer mui{${serializeStyles(sheets).styles}}`;
}

export default function muiThemeVariablesPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'mui-theme-variables', 'variables.css');
  // Written when the plugin is created: client modules must exist before webpack resolves them.
  mkdirSync(path.dirname(cssFile), { recursive: true });
  writeFileSync(cssFile, themeVariablesCss());
  return {
    name: 'mui-theme-variables',
    getClientModules() {
      return [cssFile];
    },
  };
}
