import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sortKeysByCodeUnit } from '@site/plugins/docusaurus-patches/transform';

const reactUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

describe('Docusaurus patches', () => {
  it('sorts useShallowMemoObject keys without localeCompare in the installed theme-common', () => {
    const patched = sortKeysByCodeUnit(readFileSync(reactUtils, 'utf8'));
    const shallowMemo = patched.slice(patched.indexOf('export function useShallowMemoObject'));
    expect(shallowMemo.slice(0, shallowMemo.indexOf('\n}'))).not.toContain('localeCompare');
  });

  it('fails the build when the function no longer has the expected shape', () => {
    expect(() => sortKeysByCodeUnit('export function useShallowMemoObject(obj) { return obj; }')).toThrow(/transform\.ts/);
  });
});
