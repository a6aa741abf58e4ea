// @ts-check
// `npm run serve`: the last build at http://127.0.0.1:3000/x/ with the feedback API. Builds nothing.
// PORT, HOST, BUILD_DIR, FEEDBACK_DB, SITE_URL and TRUST_PROXY configure it; FEEDBACK_API_ONLY=true
// serves the API alone (what `npm start` runs beside the dev server).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer } from './index.mjs';
import { defaultFeedbackDb } from './store.mjs';

const apiOnly = process.env.FEEDBACK_API_ONLY === 'true';
const buildDir = process.env.BUILD_DIR || 'build';
if (!apiOnly && !existsSync(path.join(buildDir, 'index.html')) && !existsSync(path.join(buildDir, '404.html'))) {
  console.error(`No build in ${buildDir}/: run \`npm run build\` first.`);
  process.exit(1);
}
const server = createServer({
  buildDir: apiOnly ? null : buildDir,
  // Comma-separated; `npm start` allows the dev server's origin under both of its names.
  siteOrigin: process.env.SITE_ORIGIN ? process.env.SITE_ORIGIN.split(',') : undefined,
});
const origin = await server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
console.log(
  apiOnly
    ? `Feedback API at ${origin}/feedback-api/v1/ (posts from ${[server.siteOrigin].flat().join(', ')}; database ${defaultFeedbackDb()})`
    : `Serving ${buildDir}/ at ${origin}/x/ with the feedback API (database ${defaultFeedbackDb()})`,
);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
