// What the live demo shows once the reader has edited the code: the edited component, or why it
// does not run. Shared by the parts that load with the page and the editor that loads on focus.
import type { ComponentType } from 'react';

export type EditedLive = { readonly Component: ComponentType } | { readonly error: string };

/** The edited source per code variant, only where it differs from the original. */
export type DemoEdits = Readonly<Partial<Record<'TS' | 'JS', string>>>;
