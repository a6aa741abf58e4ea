// @ts-check
// Rules of a feedback post, shared by the form (src/components/PageFeedback) and the server
// (server/feedback.mjs). Plain ESM JavaScript with JSDoc types because the server runs in `node`
// without a TypeScript loader.

/** The text a reader sees whenever a post fails, whatever the cause (see DESIGN.md, ERRORS). */
export const FEEDBACK_ERROR_TEXT = "Couldn't submit feedback. Please try again later.";

/** Longest comment, in UTF-16 code units: what a textarea's maxLength counts. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

/** Largest request body the server reads; a full comment of 4-byte characters still fits. */
export const FEEDBACK_BODY_MAX_BYTES = 16 * 1024;

const PAGE_MAX_LENGTH = 300;
const SECTION_MAX_LENGTH = 200;
const VERSION_MAX_LENGTH = 32;

/** @typedef {'yes' | 'no'} FeedbackRating */

/**
 * @typedef {object} FeedbackPayload
 * @property {string} page the path of the page, with the base URL: /x/react-data-grid/sorting/
 * @property {FeedbackRating} rating
 * @property {string} comment trimmed; empty when the reader wrote nothing
 * @property {string} section the hash of the section the reader was at (without #), or empty
 * @property {string} version the documented MUI X version
 * @property {string} language the locale of the page (en, zh)
 */

/** @typedef {{ ok: true, value: FeedbackPayload } | { ok: false, reason: string }} FeedbackValidation */

/**
 * The body the form posts.
 * @param {{ pathname: string, hash: string, rating: FeedbackRating, comment: string, version: string, language: string }} input
 * @returns {FeedbackPayload}
 */
export function buildFeedbackPayload({ pathname, hash, rating, comment, version, language }) {
  return {
    page: pathname,
    rating,
    comment: comment.trim(),
    section: decodeHash(hash),
    version,
    language,
  };
}

/** @param {string} hash */
function decodeHash(hash) {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw).slice(0, SECTION_MAX_LENGTH);
  } catch {
    return raw.slice(0, SECTION_MAX_LENGTH);
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isRecord(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An optional string field: absent is '', anything but a short enough string is an error.
 * @param {Record<string, unknown>} body
 * @param {string} name
 * @param {number} maxLength
 * @returns {string | { reason: string }}
 */
function optionalString(body, name, maxLength) {
  const value = body[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return { reason: `${name} must be a string.` };
  if (value.length > maxLength) return { reason: `${name} is longer than ${maxLength} characters.` };
  return value;
}

/**
 * Checks a posted body. The reasons are for developers (the server answers 400 with them); readers
 * only ever see FEEDBACK_ERROR_TEXT.
 * @param {unknown} body
 * @returns {FeedbackValidation}
 */
export function validateFeedback(body) {
  if (!isRecord(body)) return { ok: false, reason: 'The body must be a JSON object.' };
  const { page, rating } = body;
  if (page === undefined || page === null || page === '') return { ok: false, reason: 'page is missing.' };
  if (typeof page !== 'string' || !page.startsWith('/') || page.length > PAGE_MAX_LENGTH)
    return { ok: false, reason: `page must be a path starting with / and at most ${PAGE_MAX_LENGTH} characters.` };
  if (rating !== 'yes' && rating !== 'no') return { ok: false, reason: 'rating must be "yes" or "no".' };
  const comment = optionalString(body, 'comment', FEEDBACK_COMMENT_MAX_LENGTH);
  if (typeof comment !== 'string') return { ok: false, ...comment };
  const section = optionalString(body, 'section', SECTION_MAX_LENGTH);
  if (typeof section !== 'string') return { ok: false, ...section };
  const version = optionalString(body, 'version', VERSION_MAX_LENGTH);
  if (typeof version !== 'string') return { ok: false, ...version };
  const language = optionalString(body, 'language', 16);
  if (typeof language !== 'string') return { ok: false, ...language };
  if (language !== '' && !/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(language))
    return { ok: false, reason: 'language must be a locale such as en or zh.' };
  return { ok: true, value: { page, rating, comment: comment.trim(), section, version, language } };
}
