// @ts-check
// Feedback rows in SQLite. better-sqlite3 is synchronous: one insert takes microseconds, so the
// server stays simple and concurrent posts are serialized by the event loop, never lost.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** @typedef {import('../src/lib/feedback.mjs').FeedbackPayload} FeedbackPayload */

/**
 * @typedef {object} FeedbackRow
 * @property {number} id
 * @property {string} created_at ISO 8601, UTC
 * @property {string} page
 * @property {'yes' | 'no'} rating
 * @property {string} comment
 * @property {string} section
 * @property {string} version
 * @property {string} language
 */

/**
 * @typedef {object} PageSummary
 * @property {string} page
 * @property {number} yes
 * @property {number} no
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS feedback (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    page TEXT NOT NULL,
    rating TEXT NOT NULL CHECK (rating IN ('yes', 'no')),
    comment TEXT NOT NULL DEFAULT '',
    section TEXT NOT NULL DEFAULT '',
    version TEXT NOT NULL DEFAULT '',
    language TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX IF NOT EXISTS feedback_page ON feedback (page, id);
`;

/** The default database file: FEEDBACK_DB, else ./data/feedback.sqlite. */
export function defaultFeedbackDb() {
  return process.env.FEEDBACK_DB || path.join('data', 'feedback.sqlite');
}

/**
 * Opens (creating if needed) the feedback database. ':memory:' gives a private in-memory one.
 * @param {string} file
 * @param {{ readonly?: boolean }} [options]
 */
export function openFeedbackStore(file, options = {}) {
  if (file !== ':memory:' && !options.readonly) mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  if (!options.readonly) {
    // WAL: readers (the report) never block the server's writes; NORMAL sync is durable across a
    // process crash, which is what a restart needs.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(SCHEMA);
  }
  db.pragma('busy_timeout = 5000');
  const insert = options.readonly
    ? null
    : db.prepare(
        `INSERT INTO feedback (page, rating, comment, section, version, language)
         VALUES (@page, @rating, @comment, @section, @version, @language)`,
      );
  return {
    /**
     * @param {FeedbackPayload} payload
     * @returns {number} the new row's id
     */
    add(payload) {
      if (!insert) throw new Error('The feedback store is open read-only.');
      return Number(insert.run(payload).lastInsertRowid);
    },
    /** @returns {number} */
    count() {
      const row = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM feedback').get());
      return row.n;
    },
    /** @returns {PageSummary[]} pages with the most answers first */
    summary() {
      return /** @type {PageSummary[]} */ (
        db
          .prepare(
            `SELECT page, sum(rating = 'yes') AS yes, sum(rating = 'no') AS no FROM feedback
             GROUP BY page ORDER BY count(*) DESC, page`,
          )
          .all()
      );
    },
    /**
     * The latest rows with a comment on one page, newest first.
     * @param {string} page
     * @param {number} limit
     * @returns {FeedbackRow[]}
     */
    latestComments(page, limit) {
      return /** @type {FeedbackRow[]} */ (
        db.prepare(`SELECT * FROM feedback WHERE page = ? AND comment != '' ORDER BY id DESC LIMIT ?`).all(page, limit)
      );
    },
    /** @returns {FeedbackRow[]} every row, oldest first */
    all() {
      return /** @type {FeedbackRow[]} */ (db.prepare('SELECT * FROM feedback ORDER BY id').all());
    },
    /** A cheap query that fails when the database is unusable. */
    ping() {
      db.prepare('SELECT 1').get();
    },
    close() {
      if (db.open) db.close();
    },
  };
}

/** @typedef {ReturnType<typeof openFeedbackStore>} FeedbackStore */
