// Reads and writes one scalar key of a Markdown file's YAML front matter as text, so that a command
// changing the key leaves every other line of a translator's file exactly as written.

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;

function keyLine(key: string): RegExp {
  return new RegExp(`^${key}:[ \\t]*(.*)$`, 'm');
}

export function readFrontMatterValue(source: string, key: string): string | undefined {
  const block = FRONT_MATTER.exec(source)?.[1];
  const value = block === undefined ? undefined : keyLine(key).exec(block)?.[1]?.trim();
  return value ? value.replace(/^(['"])(.*)\1$/, '$2') : undefined;
}

export function withFrontMatterValue(source: string, key: string, value: string): string {
  const match = FRONT_MATTER.exec(source);
  if (!match) return `---\n${key}: ${value}\n---\n\n${source}`;
  const block = match[1]!;
  const nextBlock = keyLine(key).test(block)
    ? block.replace(keyLine(key), `${key}: ${value}`)
    : `${block}\n${key}: ${value}`;
  return source.replace(FRONT_MATTER, (whole) => whole.replace(block, () => nextBlock));
}
