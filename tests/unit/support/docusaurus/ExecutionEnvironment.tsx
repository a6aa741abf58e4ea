// Docusaurus's, as in a browser: jsdom has a DOM.
const ExecutionEnvironment = {
  canUseDOM: true,
  canUseEventListeners: true,
  canUseIntersectionObserver: typeof IntersectionObserver !== 'undefined',
  canUseViewport: true,
};

export default ExecutionEnvironment;
