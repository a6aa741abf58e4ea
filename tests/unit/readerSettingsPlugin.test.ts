import readerSettingsPlugin from '@site/plugins/reader-settings';

describe('reader-settings plugin', () => {
  it('declares the cascade layer order before any stylesheet, then the shared colours', () => {
    const tags = readerSettingsPlugin().injectHtmlTags!({ content: undefined });
    const [style, script] = tags.headTags as Array<{ tagName: string; innerHTML: string }>;
    expect(style?.tagName).toBe('style');
    expect(style?.innerHTML.startsWith('@layer theme, docsearch, mui, utilities;')).toBe(true);
    expect(style?.innerHTML).toContain('--ifm-color-primary:#0072e5');
    expect(script?.tagName).toBe('script');
  });
});
