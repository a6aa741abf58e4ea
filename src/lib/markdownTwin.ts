// The twin rules live in a plain .mjs module, which the production server imports too.
export { markdownTwinFile, markdownTwinPath } from './markdownTwin.mjs';
