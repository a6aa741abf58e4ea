// useShallowMemoObject (@docusaurus/theme-common, lib/utils/reactUtils.js) sorts an object's keys
// with String#localeCompare. The first localeCompare of a page builds an ICU collator: 7-11 ms on
// this machine, 30-45 ms on Lighthouse's phone, inside hydration on every page, to order prop
// names that are plain ASCII. Comparing code units gives the same order for them at no cost.
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

export function sortKeysByCodeUnit(source: string): string {
  if (!source.includes(LOCALE_SORT)) {
    throw new Error(
      'docusaurus-patches: useShallowMemoObject no longer sorts with localeCompare as expected; check plugins/docusaurus-patches/transform.ts',
    );
  }
  return source.replace(LOCALE_SORT, CODE_UNIT_SORT);
}
