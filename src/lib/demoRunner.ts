// Runs a demo's edited source in the page: sucrase strips TypeScript and JSX and turns imports into
// `require` calls, and the result runs as a function whose `require` reads the demo's scope. No
// bundler, no network: only modules the page already has can be imported.
import { transform } from 'sucrase';
import { DemoImportError, moduleFromScope, type DemoScope } from './demoScope';

/** The edited code cannot run: a syntax error, an error at the top level, or no component to render. */
export class DemoCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoCodeError';
  }
}

export type SourceLanguage = 'TS' | 'JS';

/** CommonJS JavaScript from the edited source, or a DemoCodeError naming the line. */
export function compileDemo(code: string, language: SourceLanguage): string {
  try {
    return transform(code, {
      transforms: language === 'TS' ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
    }).code;
  } catch (error) {
    throw new DemoCodeError(syntaxMessage(error));
  }
}

/** Sucrase reports `Unexpected token (12:5)`; readers count lines from 1 and columns from 1. */
function syntaxMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const located = /^(.*) \((\d+):(\d+)\)$/.exec(message);
  if (!located) return `Syntax error: ${message}`;
  return `Syntax error: ${(located[1] ?? '').replace(/\.$/, '')} (line ${located[2]}, column ${Number(located[3]) + 1}).`;
}

/**
 * The default export of the compiled module. `new Function` rather than `eval`: the code sees only
 * its `require`, `module` and `exports`, not this module's variables.
 */
export function evaluateDemo(compiled: string, scope: DemoScope): unknown {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = (specifier: string) => moduleFromScope(scope, specifier);
  try {
    new Function('require', 'module', 'exports', compiled)(require, module, module.exports);
  } catch (error) {
    if (error instanceof DemoImportError) throw new DemoCodeError(error.message);
    throw new DemoCodeError(`${error instanceof Error ? error.name : 'Error'}: ${describe(error)}`);
  }
  const component = module.exports.default;
  // memo() and forwardRef() give objects; plain components are functions.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new DemoCodeError(
      'The code must export the demo component as default: export default function Demo() { … }.',
    );
  }
  return component;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Compile and evaluate in one step: the demo component, or a DemoCodeError. */
export function runDemoSource(code: string, language: SourceLanguage, scope: DemoScope): unknown {
  return evaluateDemo(compileDemo(code, language), scope);
}
