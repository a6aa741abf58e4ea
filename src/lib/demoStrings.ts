// The demo toolbar's and code panel's strings, in English. Kept apart from the site's main table
// (translations.ts) because only pages with demos load them; their Chinese text is in
// i18n/zh/code.json under `site.<key>` like every other site string.

export const DEMO_STRINGS = {
  'demo.label': 'Demo: {name}',
  'demo.tools': 'Demo tools',
  'demo.showSource': 'Show the source',
  'demo.hideSource': 'Hide the source',
  'demo.codeLanguage': 'Code language',
  'demo.copySource': 'Copy the source',
  'demo.reset': 'Reset',
  'demo.resetLabel': 'Reset the demo',
  'demo.stackBlitzLabel': 'Edit in StackBlitz',
  'demo.codeSandboxLabel': 'Edit in CodeSandbox',
  'demo.files': 'Demo files',
  'demo.crashed': 'This demo stopped working.',
} as const;

export type DemoStringKey = keyof typeof DEMO_STRINGS;
