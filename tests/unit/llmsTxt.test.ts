import { fullLlmsTxt, productLlmsFiles, rootLlmsTxt } from '@site/plugins/markdown-twins/llmsTxt';
import type { NavEntry } from '@site/src/lib/navigation';

const tree: NavEntry[] = [
  { label: 'What’s new', pathname: 'https://mui.com/x/whats-new/', external: true, flags: {} },
  { label: 'Introduction', flags: {}, children: [{ label: 'Overview', pathname: '/x/introduction/', flags: {} }] },
  {
    label: 'Data Grid',
    flags: {},
    children: [
      { label: 'Overview', pathname: '/x/react-data-grid/', flags: {} },
      {
        label: 'Main features',
        flags: {},
        children: [{ label: 'Sorting', pathname: '/x/react-data-grid/sorting/', flags: {} }],
      },
      { label: 'Tree data', pathname: '/x/react-data-grid/tree-data/', flags: { plan: 'pro' } },
    ],
  },
];
const input = {
  tree,
  pages: new Map([['/x/react-data-grid/sorting/', { description: 'Sort rows from the headers.' }]]),
  origin: 'https://docs.example.com',
  version: '8.2.0',
};

it('lists every page of a product in sidebar order, linked to its twin, with its summary and plan', () => {
  const [dataGrid, ...others] = productLlmsFiles(input);
  expect(others).toEqual([]);
  expect(dataGrid!.file).toBe('react-data-grid/llms.txt');
  const lines = dataGrid!.content.split('\n');
  expect(lines[0]).toBe('# MUI X Data Grid');
  expect(lines).toContain('- [Overview](https://docs.example.com/x/react-data-grid.md)');
  expect(lines).toContain('- [Tree data](https://docs.example.com/x/react-data-grid/tree-data.md) (Pro)');
  expect(lines).toContain('## Main features');
  expect(lines).toContain(
    '- [Sorting](https://docs.example.com/x/react-data-grid/sorting.md): Sort rows from the headers.',
  );
});

it('links the product files and the shared pages from the root file, never external links', () => {
  const root = rootLlmsTxt(input, productLlmsFiles(input));
  expect(root).toContain('version 8.2.0');
  expect(root).toContain('- [Data Grid](https://docs.example.com/x/react-data-grid/llms.txt)');
  expect(root).toContain('- [Overview](https://docs.example.com/x/introduction.md)');
  expect(root).not.toContain('whats-new');
});

it('puts the guides one after another in sidebar order', () => {
  const twins = new Map([
    ['/x/react-data-grid/sorting/', '# Sorting\n'],
    ['/x/introduction/', '# Overview\n'],
  ]);
  expect(fullLlmsTxt(tree, twins)).toBe('# Overview\n\n---\n\n# Sorting\n');
});
