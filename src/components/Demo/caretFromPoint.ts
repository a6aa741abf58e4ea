// Where in a highlighted code block the reader clicked, as an offset into its text, so the editor
// that replaces the block puts the caret there. Lines are `.token-line` elements ending in <br>,
// which carry no newline character, so the offset is counted line by line.

function pointInDocument(x: number, y: number): { node: Node; offset: number } | null {
  if (document.caretPositionFromPoint) {
    const position = document.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  // Safari before 26 has only the older, range-returning form.
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

export function caretFromPoint(block: Element, code: string, x: number, y: number): number {
  const point = pointInDocument(x, y);
  const element = point?.node instanceof Element ? point.node : point?.node.parentElement;
  const line = element?.closest('.token-line');
  if (!point || !line || !block.contains(line)) return 0;
  const lines = Array.from(block.querySelectorAll('.token-line'));
  const before = document.createRange();
  before.setStart(line, 0);
  before.setEnd(point.node, point.offset);
  const codeLines = code.split('\n');
  const lineIndex = lines.indexOf(line);
  const lineStart = codeLines.slice(0, lineIndex).reduce((sum, text) => sum + text.length + 1, 0);
  return Math.min(lineStart + before.toString().length, code.length);
}
