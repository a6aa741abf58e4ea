import { LAYER, RULESET, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * stylis-plugin-rtl flips top-level rules and rules inside @media, but skips rules inside @layer,
 * which is where every MUI rule lives here (see createMuiCache). Present those rules to it as if
 * they were top-level.
 */
export const rtlInLayers: Middleware = (element, index, children, callback) => {
  const parent = element.parent;
  if (element.type === RULESET && parent?.type === LAYER) {
    element.parent = null;
    const result = rtlPlugin(element, index, children, callback);
    element.parent = parent;
    return result;
  }
  return rtlPlugin(element, index, children, callback);
};
