// Emotion's server rendering writes a `<style data-emotion="KEY ids">` before each component it
// styles: a page with seventeen picker demos has about eighty. Each is a new style sheet to Chrome,
// which re-collects the page's sheets and cascade layers whenever one arrives, so while a demo page
// parses, about a third of its style recalculation was that bookkeeping (date picker page, phone,
// unthrottled: ~105 ms of style recalculation with the tags as written, ~68 ms merged, ~60 ms with
// no Emotion styles at all).
//
// Here every run of consecutive tags with the same key becomes one tag, in the place of the run's
// first: the same rules in the same order, since a run only skips over elements, never over another
// style tag. Emotion reads the merged tag as it reads the ones it wrote: on the client, a cache
// created with that key takes every id of the attribute as inserted and moves the tag into <head>.
// A Global component's tag (`KEY-global name`) is looked up by its exact attribute, so it is never
// merged, and it ends a run.

const EMOTION_STYLE_TAG = /<style data-emotion="([^" ]+) ([^"]*)">([\s\S]*?)<\/style>/g;

const isGlobalKey = (key: string) => key.endsWith('-global');

interface StyleTag {
  key: string;
  ids: string;
  css: string;
  start: number;
  end: number;
}

export function mergeEmotionStyleTags(html: string): string {
  const tags: StyleTag[] = [...html.matchAll(EMOTION_STYLE_TAG)].map((match) => ({
    key: match[1] ?? '',
    ids: match[2] ?? '',
    css: match[3] ?? '',
    start: match.index,
    end: match.index + match[0].length,
  }));
  if (tags.length < 2) return html;
  let output = '';
  let copiedUpTo = 0;
  let runStart = 0;
  while (runStart < tags.length) {
    const { key } = tags[runStart]!;
    let runEnd = runStart + 1;
    if (!isGlobalKey(key)) while (runEnd < tags.length && tags[runEnd]!.key === key) runEnd += 1;
    const run = tags.slice(runStart, runEnd);
    const ids = run
      .map((tag) => tag.ids)
      .filter(Boolean)
      .join(' ');
    const css = run.map((tag) => tag.css).join('');
    run.forEach((tag, index) => {
      output += html.slice(copiedUpTo, tag.start);
      if (index === 0) output += `<style data-emotion="${key} ${ids}">${css}</style>`;
      copiedUpTo = tag.end;
    });
    runStart = runEnd;
  }
  return output + html.slice(copiedUpTo);
}
