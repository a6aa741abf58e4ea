// The demo's sources as the reader has edited them, for copying and for sandboxes: only the main
// file is editable, in the variant the reader edited.
import type { CodeVariant } from './codeVariant';
import type { DemoSource } from './demo';

/** `source` with its first file's TS or JS replaced by `code`; the other files as they are. */
export function withEditedMainFile(source: DemoSource, variant: CodeVariant, code: string | undefined): DemoSource {
  const [main, ...rest] = source.files;
  if (code === undefined || !main) return source;
  const edited = variant === 'TS' ? { ...main, tsx: code } : { ...main, js: code };
  return { ...source, files: [edited, ...rest] };
}
