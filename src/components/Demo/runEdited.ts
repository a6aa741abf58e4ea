// Runs an edited demo with the modules of its page: the scope the build wrote for it, plus React
// and the JSX runtime the compiled code calls. Loads with the editor, never with the page.
import type { ComponentType } from 'react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { runDemoSource, type SourceLanguage } from '@site/src/lib/demoRunner';
import type { DemoScope } from '@site/src/lib/demoScope';
import type { EditedLive } from './editedLive';

/** Whole modules, whatever the demo imported from them: an edit may reach for any hook. */
const BASE_SCOPE: DemoScope = { react: React, 'react/jsx-runtime': JsxRuntime };

export type ScopeLoader = () => Promise<{ default: DemoScope }>;

/** The edited component in the demo providers, or the message that says why it cannot run. */
export async function runEdited(
  code: string,
  language: SourceLanguage,
  loadScope: ScopeLoader | undefined,
  readsColorMode: boolean,
): Promise<EditedLive> {
  try {
    const [scope, runtime] = await Promise.all([
      loadScope ? loadScope().then((module) => module.default) : {},
      import('./demoRuntime'),
    ]);
    const Component = runDemoSource(code, language, { ...scope, ...BASE_SCOPE }) as ComponentType;
    return { Component: runtime.withDemoProviders(Component, readsColorMode) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
