// Stands in for the classic theme's Prism client module (see index.ts): languages register with
// the lazily loaded code block.
export {};
