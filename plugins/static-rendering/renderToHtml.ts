// Docusaurus's renderToHtml (lib/client/renderToHtml.js) with one change: React may not "outline"
// Suspense boundaries. From React 19.2 on, once ~12.8 KB of a page has been written, every finished
// boundary over 500 bytes (a code block, a demo) is written as its fallback, with the real markup
// in a hidden element at the end of the page and an inline script that swaps it in about 300 ms
// after first paint. That helps a streamed response; a static page is complete before it is sent,
// and outlining only made its content appear late and move.
//
// The markup then has Emotion's style tags merged (emotionStyleTags.ts).
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { mergeEmotionStyleTags } from './emotionStyleTags';

export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const passThrough = new PassThrough();
    const { pipe } = renderToPipeableStream(app, {
      // Boundaries are outlined only when the bytes already written exceed this.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(passThrough);
        text(passThrough).then((html) => resolve(mergeEmotionStyleTags(html)), reject);
      },
    });
  });
}
