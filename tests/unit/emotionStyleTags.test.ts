import createCache from '@emotion/cache';
import { mergeEmotionStyleTags } from '@site/plugins/static-rendering/emotionStyleTags';

const tag = (attribute: string, css: string) => `<style data-emotion="${attribute}">${css}</style>`;

describe('mergeEmotionStyleTags', () => {
  it('writes a run of same-key tags as one, where the first was, with every id and rule in order', () => {
    const html =
      `<p>Intro</p><section id="one"><div>${tag('mui a1', '.mui-a1{color:red}')}<div class="mui-a1">A</div>` +
      `${tag('mui b2 c3', '.mui-b2{margin:0}.mui-c3{padding:0}')}<span class="mui-b2">B</span></div></section>` +
      `<section id="two">${tag('mui d4', '.mui-d4{gap:1px}')}<div class="mui-d4">D</div></section>`;
    expect(mergeEmotionStyleTags(html)).toBe(
      `<p>Intro</p><section id="one"><div>` +
        tag('mui a1 b2 c3 d4', '.mui-a1{color:red}.mui-b2{margin:0}.mui-c3{padding:0}.mui-d4{gap:1px}') +
        `<div class="mui-a1">A</div><span class="mui-b2">B</span></div></section>` +
        `<section id="two"><div class="mui-d4">D</div></section>`,
    );
  });

  it('keeps global tags as they are and never moves rules across another tag', () => {
    // Every tag here is followed by a tag of another key (or is global): none may move.
    const keptAsTheyAre =
      tag('mui a1', '.a{}') +
      '<i></i>' +
      tag('mui-global g1', 'body{}') +
      tag('mui-global g2', 'html{}') +
      tag('mui b2', '.b{}') +
      '<i></i>' +
      tag('he-rtl r1', '.r{}');
    expect(mergeEmotionStyleTags(keptAsTheyAre + tag('mui c3', '.c{}') + tag('mui d4', '.d{}'))).toBe(
      keptAsTheyAre + tag('mui c3 d4', '.c{}.d{}'),
    );
  });

  it('leaves a page without Emotion tags, or with one, unchanged', () => {
    expect(mergeEmotionStyleTags('<main><style>.x{}</style></main>')).toBe('<main><style>.x{}</style></main>');
    const single = `<div>${tag('mui a1', '.a{}')}</div>`;
    expect(mergeEmotionStyleTags(single)).toBe(single);
  });

  it('gives Emotion on the client a tag it adopts: every id counts as inserted and the tag moves to the head', () => {
    document.body.innerHTML = mergeEmotionStyleTags(
      `<section>${tag('mui a1', '.mui-a1{color:red}')}<div></div>${tag('mui b2', '.mui-b2{margin:0}')}</section>`,
    );
    const cache = createCache({ key: 'mui' });
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(document.body.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style[data-emotion="mui a1 b2"]')?.textContent).toBe(
      '.mui-a1{color:red}.mui-b2{margin:0}',
    );
  });
});
