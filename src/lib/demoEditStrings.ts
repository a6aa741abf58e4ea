// The strings of demo editing, in English. Apart from DEMO_STRINGS because most of them show only
// once a reader edits a demo; their Chinese text belongs in i18n/zh/code.json under `site.<key>`.

export const DEMO_EDIT_STRINGS = {
  'demo.edit.editor': 'Edit {name}',
  'demo.edit.hint': 'Changes run as you type. Tab indents; press Escape, then Tab, to leave the editor.',
  'demo.edit.error': 'The edited code does not run',
  'demo.edit.edited': '{label} (edited)',
  'demo.edit.copyLabel': 'Copy the edited source',
  'demo.edit.stackBlitzLabel': 'Open the edited demo in StackBlitz',
  'demo.edit.codeSandboxLabel': 'Open the edited demo in CodeSandbox',
  'demo.edit.resetLabel': 'Reset the demo and discard the edits',
} as const;

export type DemoEditStringKey = keyof typeof DEMO_EDIT_STRINGS;
