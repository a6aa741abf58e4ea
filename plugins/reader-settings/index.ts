// Puts the reader's settings in place before first paint: the cascade layer order, the shared colour
// variables and code colours, a colour mode chosen on another MUI site (`mui-mode`) when this site has none yet, and
// the text direction, and the API pages' props layout.
// Docusaurus's own inline script (later in the page) then applies `data-theme` from its `theme` key.
import type { Plugin } from '@docusaurus/types';
import { DIRECTION_KEY, DOCUSAURUS_THEME_KEY, MUI_MODE_KEY } from '../../src/lib/colorScheme';
import { infimaVariablesCss } from '../../src/lib/palette';
import { codeThemeCss } from '../../src/theme-config/prism';
import { CSS_LAYER_ORDER } from '../../src/lib/cssLayers';
import { NARROW_QUERY, PROPS_LAYOUT_ATTRIBUTE, PROPS_LAYOUT_KEY } from '../../src/lib/propsLayout';

export const prePaintScript = `(function(){try{var s=window.localStorage;var m=s.getItem(${JSON.stringify(MUI_MODE_KEY)});
if(s.getItem(${JSON.stringify(DOCUSAURUS_THEME_KEY)})===null&&(m==='light'||m==='dark')){s.setItem(${JSON.stringify(DOCUSAURUS_THEME_KEY)},m);}
if(s.getItem(${JSON.stringify(DIRECTION_KEY)})==='rtl'){document.documentElement.setAttribute('dir','rtl');}
var l=s.getItem(${JSON.stringify(PROPS_LAYOUT_KEY)});if(l!=='table'&&l!=='list'){l=matchMedia(${JSON.stringify(NARROW_QUERY)}).matches?'list':'table';}
document.documentElement.setAttribute(${JSON.stringify(PROPS_LAYOUT_ATTRIBUTE)},l);}catch(e){}})();`;

export default function readerSettingsPlugin(): Plugin {
  return {
    name: 'reader-settings',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'style',
            attributes: { 'data-source': 'palette' },
            innerHTML: CSS_LAYER_ORDER + infimaVariablesCss() + codeThemeCss(),
          },
          { tagName: 'script', innerHTML: prePaintScript },
        ],
      };
    },
  };
}
