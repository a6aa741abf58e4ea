import { ASSISTANTS, absoluteUrl, assistantUrl, menuFocusTarget } from '@site/src/lib/pageActions';

describe('page actions links', () => {
  it("puts the twin's path after the site's URL, with one slash between them", () => {
    expect(absoluteUrl('https://mui.com', '/x/react-data-grid/sorting.md')).toBe(
      'https://mui.com/x/react-data-grid/sorting.md',
    );
    expect(absoluteUrl('https://mui.com/', '/x/react-data-grid/sorting.md')).toBe(
      'https://mui.com/x/react-data-grid/sorting.md',
    );
  });

  it('opens a new ChatGPT conversation, with web search, holding the prompt', () => {
    const prompt = 'Read https://mui.com/x/react-data-grid/sorting.md & answer: why?';
    const url = new URL(assistantUrl('chatgpt', prompt));
    expect(`${url.origin}${url.pathname}`).toBe('https://chatgpt.com/');
    expect(url.searchParams.get('hints')).toBe('search');
    expect(url.searchParams.get('q')).toBe(prompt);
    // Encoded so that the prompt's own "&" and "?" stay in the one parameter.
    expect(assistantUrl('chatgpt', prompt)).toContain(encodeURIComponent(prompt));
  });

  it('opens a new Claude conversation holding the prompt', () => {
    const prompt = '请阅读 https://mui.com/x/react-data-grid/sorting.md';
    expect(assistantUrl('claude', prompt)).toBe(`https://claude.ai/new?q=${encodeURIComponent(prompt)}`);
    expect(new URL(assistantUrl('claude', prompt)).searchParams.get('q')).toBe(prompt);
  });

  it('offers ChatGPT then Claude, by their own names', () => {
    expect(ASSISTANTS.map((assistant) => assistant.name)).toEqual(['ChatGPT', 'Claude']);
  });
});

describe('menu keys', () => {
  it('moves down and up with the arrows, wrapping at either end', () => {
    expect(menuFocusTarget('ArrowDown', 0, 4)).toBe(1);
    expect(menuFocusTarget('ArrowDown', 3, 4)).toBe(0);
    expect(menuFocusTarget('ArrowUp', 1, 4)).toBe(0);
    expect(menuFocusTarget('ArrowUp', 0, 4)).toBe(3);
  });

  it('goes to the first item with Home and the last with End', () => {
    expect(menuFocusTarget('Home', 2, 4)).toBe(0);
    expect(menuFocusTarget('End', 0, 4)).toBe(3);
  });

  it('enters the menu at either end when no item has focus', () => {
    expect(menuFocusTarget('ArrowDown', -1, 4)).toBe(0);
    expect(menuFocusTarget('ArrowUp', -1, 4)).toBe(3);
  });

  it('leaves other keys, and an empty menu, alone', () => {
    expect(menuFocusTarget('Enter', 1, 4)).toBeNull();
    expect(menuFocusTarget('ArrowLeft', 1, 4)).toBeNull();
    expect(menuFocusTarget('ArrowDown', -1, 0)).toBeNull();
  });
});
