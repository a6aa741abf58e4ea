// CSS modules resolve to their class names so components render predictable markup.
module.exports = new Proxy({}, { get: (_, name) => (name === '__esModule' ? false : String(name)) });
