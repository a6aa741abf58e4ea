/**
 * @jest-environment node
 */
import { apiPath, apiSlug, propAnchor } from '@site/src/lib/apiReference';
import { paragraphs, parseInlineMarkdown, resolveJsDocHref } from '@site/src/lib/inlineMarkdown';
import { parsePropsLayout } from '@site/src/lib/propsLayout';
import { muiXImportedNames } from '@site/plugins/api-reference/guideDemos';
import { API_PAGES } from '@site/plugins/api-reference/pages';

describe('API page paths', () => {
  it('match the public site', () => {
    expect(apiPath('data-grid', 'DataGridPro')).toBe('/x/api/data-grid/data-grid-pro/');
    expect(apiPath('data-grid', 'GridCsvExportOptions')).toBe('/x/api/data-grid/grid-csv-export-options/');
    expect(apiSlug('AiAssistantPanelTrigger')).toBe('ai-assistant-panel-trigger');
    expect(propAnchor('checkboxSelection')).toBe('checkboxSelection-prop');
  });

  it('lists 175 component and interface pages, none twice', () => {
    expect(API_PAGES).toHaveLength(175);
    const paths = API_PAGES.map((page) => apiPath(page.product, page.name));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('inline Markdown of JSDoc', () => {
  it('turns code spans, links, bold and {@link} into tokens, never HTML', () => {
    expect(parseInlineMarkdown('Set `rows` or see [the guide](https://mui.com/x/) **now** <b>x</b>')).toEqual([
      { type: 'text', text: 'Set ' },
      { type: 'code', text: 'rows' },
      { type: 'text', text: ' or see ' },
      { type: 'link', text: 'the guide', href: 'https://mui.com/x/' },
      { type: 'text', text: ' ' },
      { type: 'strong', text: 'now' },
      { type: 'text', text: ' <b>x</b>' },
    ]);
    expect(parseInlineMarkdown('{@link GridApi}')).toEqual([{ type: 'code', text: 'GridApi' }]);
    expect(parseInlineMarkdown('Use {@link https://mui.com/x/ the new one}.')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'link', text: 'the new one', href: 'https://mui.com/x/' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInlineMarkdown('of type [[GridColDef]][]')).toEqual([
      { type: 'text', text: 'of type ' },
      { type: 'code', text: 'GridColDef' },
      { type: 'text', text: '[]' },
    ]);
  });

  it('sends site-relative JSDoc links to this site for /x/ pages and to mui.com otherwise', () => {
    expect(resolveJsDocHref('/x/react-data-grid/sorting/')).toBe('/react-data-grid/sorting/');
    expect(resolveJsDocHref('/material-ui/api/input/')).toBe('https://mui.com/material-ui/api/input/');
    expect(resolveJsDocHref('https://example.com/a')).toBe('https://example.com/a');
  });

  it('splits paragraphs and folds line breaks', () => {
    expect(paragraphs('one\ntwo\n\nthree')).toEqual(['one two', 'three']);
  });
});

describe('props layout', () => {
  it('accepts only table or list', () => {
    expect(parsePropsLayout('list')).toBe('list');
    expect(parsePropsLayout('grid')).toBeNull();
    expect(parsePropsLayout(null)).toBeNull();
  });
});

describe('guide demos', () => {
  it('reads the names a demo imports from MUI X packages', () => {
    const source = `import * as React from 'react';
import { DataGrid, type GridColDef, GridSortModel as Model } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import Box from '@mui/material/Box';`;
    expect(muiXImportedNames(source)).toEqual(['DataGrid', 'GridColDef', 'GridSortModel', 'DatePicker']);
  });
});
