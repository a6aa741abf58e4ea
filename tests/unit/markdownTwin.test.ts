import { markdownTwinFile, markdownTwinPath } from '@site/src/lib/markdownTwin';

it('puts the twin beside the page, with .md in place of the trailing slash', () => {
  expect(markdownTwinPath('/x/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
  expect(markdownTwinPath('/x/api/data-grid/data-grid/')).toBe('/x/api/data-grid/data-grid.md');
  expect(markdownTwinPath('/x/react-tree-view/')).toBe('/x/react-tree-view.md');
  expect(markdownTwinPath('/x/')).toBe('/x/index.md');
  expect(markdownTwinFile('/x/react-data-grid/sorting/')).toBe('react-data-grid/sorting.md');
});

it('points a translated page, or a link to a section, at the English twin', () => {
  expect(markdownTwinPath('/x/zh/react-data-grid/sorting/')).toBe('/x/react-data-grid/sorting.md');
  expect(markdownTwinPath('/x/react-data-grid/sorting/#sort-by-clicking-a-header')).toBe(
    '/x/react-data-grid/sorting.md',
  );
});
