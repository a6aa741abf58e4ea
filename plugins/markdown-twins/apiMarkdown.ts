// The Markdown twin of an API page: the same facts as the HTML page (imports, props with type,
// default and plan, slots, CSS classes), as GFM tables an agent can read without the site's UI.
import type { ApiPageData, ApiProp } from '../../src/lib/apiReference';
import type { Plan } from '../../src/lib/navigation';

const PLAN_NAMES: Readonly<Record<Plan, string>> = { pro: 'Pro', premium: 'Premium' };

/** A table cell: pipes escaped (also inside code spans, as GFM requires) and lines joined. */
export function cell(value: string): string {
  return value
    .replace(/\|/g, '\\|')
    .replace(/\s*\n+\s*/g, ' ')
    .trim();
}

/** Inline code that survives backticks in the value. */
export function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  const padded = value.startsWith('`') || value.endsWith('`') ? ` ${value} ` : value;
  return `${fence}${padded}${fence}`;
}

function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function propDescription(prop: ApiProp): string {
  const parts = [prop.description];
  if (prop.signature) {
    const params = prop.signature.params.map(
      (param) => `${code(param.name)} (${code(param.type)}): ${param.description}`,
    );
    if (params.length > 0) parts.push(`Parameters: ${params.join('; ')}.`);
    if (prop.signature.returns)
      parts.push(`Returns ${code(prop.signature.returns.type)}: ${prop.signature.returns.description}`);
  }
  if (prop.deprecated !== undefined) parts.push(`Deprecated${prop.deprecated ? `: ${prop.deprecated}` : '.'}`);
  return parts.filter(Boolean).join(' ');
}

export function apiPageMarkdown(page: ApiPageData, pageUrl: string, version: string): string {
  const kind = page.kind === 'component' ? 'component' : 'interface';
  const sections: string[] = [
    `# ${page.name} API`,
    `MUI X v${version}, ${kind}${page.plan ? ` (${PLAN_NAMES[page.plan]} plan)` : ''}. The page on the site: ${pageUrl}`,
  ];
  if (page.description) sections.push(page.description);
  if (page.deprecated !== undefined) sections.push(`**Deprecated**${page.deprecated ? `: ${page.deprecated}` : '.'}`);
  if (page.imports.length > 0) sections.push('## Import', ['```jsx', ...page.imports, '```'].join('\n'));
  if (page.props.length > 0) {
    sections.push(
      page.kind === 'component' ? '## Props' : '## Properties',
      table(
        ['Name', 'Type', 'Default', 'Plan', 'Description'],
        page.props.map((prop) => [
          `${code(prop.name)}${prop.required ? ' (required)' : ''}`,
          code(prop.type),
          prop.default === undefined ? '' : code(prop.default),
          prop.plan ? PLAN_NAMES[prop.plan] : '',
          propDescription(prop),
        ]),
      ),
    );
  }
  if (page.refTarget) sections.push(`The \`ref\` is forwarded to ${page.refTarget}.`);
  if (page.slots.length > 0) {
    sections.push(
      '## Slots',
      table(
        ['Name', 'Default component', 'Description'],
        page.slots.map((slot) => [
          code(slot.name),
          slot.defaultComponent ? code(slot.defaultComponent) : '',
          slot.description,
        ]),
      ),
    );
  }
  if (page.classes.length > 0) {
    sections.push(
      '## CSS classes',
      table(
        ['Class name', 'Rule name', 'Description'],
        page.classes.map((entry) => [code(`.${entry.className}`), code(entry.key), entry.description]),
      ),
    );
  }
  if (page.muiName) sections.push(`Theme key for default props and style overrides: \`${page.muiName}\`.`);
  return `${sections.join('\n\n')}\n`;
}

/** The twin of a product's API index page: every page with its one-line summary. */
export function apiIndexMarkdown(
  title: string,
  pages: readonly { name: string; plan?: Plan; description: string; url: string }[],
  version: string,
): string {
  const lines = pages.map(
    (entry) =>
      `- [${entry.name}](${entry.url})${entry.plan ? ` (${PLAN_NAMES[entry.plan]})` : ''}${entry.description ? `: ${cell(entry.description)}` : ''}`,
  );
  return `# ${title}\n\nMUI X v${version}.\n\n${lines.join('\n')}\n`;
}
