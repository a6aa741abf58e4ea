import {
  demoIdFromName,
  parseCodeVariantCookie,
  parseCodeVariantHash,
  resolveCodeVariant,
  serializeCodeVariantCookie,
} from '@site/src/lib/codeVariant';

describe('code variant', () => {
  it('reads a demo and its variant from the hash', () => {
    expect(parseCodeVariantHash('#basic-sorting.js')).toEqual({ demoId: 'basic-sorting', variant: 'JS' });
    expect(parseCodeVariantHash('#basic-sorting.tsx')).toEqual({ demoId: 'basic-sorting', variant: 'TS' });
  });

  it('ignores hashes that do not end in .js or .tsx', () => {
    for (const hash of [
      '',
      '#',
      '#basic-sorting',
      '#basic-sorting.ts',
      '#basic-sorting.jsx',
      '#a.js.map',
      '#../x.js',
    ]) {
      expect(parseCodeVariantHash(hash)).toBeNull();
    }
  });

  it('reads the cookie among others and ignores bad values', () => {
    expect(parseCodeVariantCookie('theme=dark; codeVariant=JS; other=1')).toBe('JS');
    expect(parseCodeVariantCookie('codeVariant=TS')).toBe('TS');
    expect(parseCodeVariantCookie('codeVariant=Python')).toBeNull();
    expect(parseCodeVariantCookie('codeVariant=')).toBeNull();
    expect(parseCodeVariantCookie('mycodeVariant=JS')).toBeNull();
    expect(parseCodeVariantCookie('')).toBeNull();
  });

  it('lets the hash beat the cookie, and the cookie beat the default', () => {
    expect(resolveCodeVariant('#demo.tsx', 'codeVariant=JS')).toBe('TS');
    expect(resolveCodeVariant('#intro', 'codeVariant=JS')).toBe('JS');
    expect(resolveCodeVariant('', 'codeVariant=bad')).toBe('TS');
  });

  it('writes a year-long, site-wide, lax cookie', () => {
    expect(serializeCodeVariantCookie('JS')).toBe('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
  });

  it('turns a component name into its anchor id', () => {
    expect(demoIdFromName('BasicSorting')).toBe('basic-sorting');
    expect(demoIdFromName('ProMultiColumnSort')).toBe('pro-multi-column-sort');
    expect(demoIdFromName('CSVExport')).toBe('csv-export');
  });
});
