// The English build's code translations: none, so every site string is its English source.
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
