import { compile, middleware, serialize, stringify } from 'stylis';
import { rtlInLayers } from '@site/src/components/MuiProviders/rtlInLayers';

const rtl = (css: string) => serialize(compile(css), middleware([rtlInLayers, stringify]));

describe('rtlInLayers', () => {
  it('flips rules inside the mui layer', () => {
    expect(rtl('@layer mui{.label{left:0;padding-left:4px}}')).toBe('@layer mui{.label{right:0;padding-right:4px;}}');
  });

  it('still flips top-level rules and rules in media queries', () => {
    expect(rtl('.a{margin-left:2px}')).toBe('.a{margin-right:2px;}');
    expect(rtl('@media (min-width:600px){.a{float:left}}')).toBe('@media (min-width:600px){.a{float:right;}}');
  });
});
