// What the browser code of Docusaurus imports from @docusaurus/utils-common, without the package's
// CommonJS index: that index requires tslib, and a CommonJS require of tslib's ES module keeps all
// of tslib (10 KB) in the bundle every page loads. The functions are the package's own.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, removeSuffix, addSuffix, removePrefix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

// Copied as a value: the index defines it inline.
export const blogPostContainerID = '__blog-post-container';
