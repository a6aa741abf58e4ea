// @ts-check
// `npm run feedback:report`: answers per page (most answered first) and each page's latest comments.
// Reads FEEDBACK_DB (default ./data/feedback.sqlite) read-only, so it can run beside the server.
import { existsSync } from 'node:fs';
import { defaultFeedbackDb, openFeedbackStore } from './store.mjs';

const COMMENTS_PER_PAGE = Number(process.env.FEEDBACK_REPORT_COMMENTS ?? 5);

/**
 * The report as text.
 * @param {import('./store.mjs').FeedbackStore} store
 * @param {number} commentsPerPage
 */
export function feedbackReport(store, commentsPerPage) {
  const pages = store.summary();
  if (pages.length === 0) return 'No feedback yet.';
  const lines = [`${store.count()} answers on ${pages.length} pages.`, ''];
  for (const { page, yes, no } of pages) {
    const share = Math.round((100 * yes) / (yes + no));
    lines.push(`${page}  yes ${yes}  no ${no}  (${share}% helpful)`);
    for (const row of store.latestComments(page, commentsPerPage)) {
      const where = row.section ? ` #${row.section}` : '';
      const comment = row.comment.replace(/\s+/g, ' ');
      lines.push(`  ${row.created_at} ${row.rating}${where} [${row.language || '?'}]: ${comment}`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('report.mjs')) {
  const file = defaultFeedbackDb();
  if (!existsSync(file)) {
    console.log(`No feedback database at ${file} (set FEEDBACK_DB).`);
  } else {
    const store = openFeedbackStore(file, { readonly: true });
    console.log(feedbackReport(store, COMMENTS_PER_PAGE));
    store.close();
  }
}
