/** The `## heading` section of a Markdown document, from its heading to the next `## `, or undefined. */
export function markdownSection(markdown: string, heading: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return undefined;
  let end = start + 1;
  let inFence = false;
  for (; end < lines.length; end += 1) {
    if (/^(```|~~~)/.test(lines[end]!)) inFence = !inFence;
    if (!inFence && lines[end]!.startsWith('## ')) break;
  }
  return `${lines.slice(start, end).join('\n').trim()}\n`;
}
