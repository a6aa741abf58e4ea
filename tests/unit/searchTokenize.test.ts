import { processTerm, queryTerms, splitCamelCase, tokenize } from '../../src/lib/search/tokenize';

describe('splitCamelCase', () => {
  it.each([
    ['checkboxSelection', ['checkbox', 'Selection']],
    ['DataGridPro', ['Data', 'Grid', 'Pro']],
    ['GridAPIRef', ['Grid', 'API', 'Ref']],
    ['slot_props', ['slot', 'props']],
    ['sorting', []],
  ])('%s', (word, parts) => {
    expect(splitCamelCase(word)).toEqual(parts);
  });
});

describe('tokenize', () => {
  it('keeps a camelCase word whole and adds its parts', () => {
    expect(tokenize('the checkboxSelection prop')).toEqual([
      'the',
      'checkboxSelection',
      'checkbox',
      'Selection',
      'prop',
    ]);
  });

  it('cuts Chinese into words, and keeps Latin words beside it', () => {
    expect(tokenize('数据表格 DataGrid')).toEqual(['数据', '表格', 'DataGrid', 'Data', 'Grid']);
    expect(tokenize('按多列排序时使用sortModel属性')).toEqual(
      expect.arrayContaining(['排序', '使用', 'sortModel', 'sort', 'Model', '属性']),
    );
    expect(tokenize('快速入门')).toEqual(['快速', '入门']);
    expect(tokenize('表')).toEqual(['表']);
  });

  it('drops punctuation', () => {
    expect(tokenize("sortModel={[{ field: 'name' }]}")).toEqual(['sortModel', 'sort', 'Model', 'field', 'name']);
  });
});

describe('processTerm and queryTerms', () => {
  it('lower-cases and drops stop words and single letters', () => {
    expect(processTerm('Selection')).toBe('selection');
    expect(processTerm('to')).toBeNull();
    expect(processTerm('x')).toBeNull();
    expect(processTerm('表')).toBe('表');
  });

  it('gives the distinct terms of a query', () => {
    expect(queryTerms('Export to Excel export')).toEqual(['export', 'excel']);
  });
});
