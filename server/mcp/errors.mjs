// @ts-check
// What a tool tells its caller when the docs have no answer (an unknown page, component or prop; a
// build without a search index). Its message is shown to the client as is; any other error is a
// fault of the server and is reported without its details.

export class DocsLookupError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'DocsLookupError';
  }
}
