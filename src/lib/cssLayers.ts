// Cascade layers, lowest priority first. Infima and the Docusaurus theme sit in `theme`, DocSearch in
// `docsearch`, MUI's Emotion styles in `mui`, and the site's own CSS in `utilities`, so later layers
// win without specificity fights. The order is declared in <head> before any stylesheet.
export const CSS_LAYERS = ['theme', 'docsearch', 'mui', 'utilities'] as const;
export type CssLayer = (typeof CSS_LAYERS)[number];

export const CSS_LAYER_ORDER = `@layer ${CSS_LAYERS.join(', ')};`;
