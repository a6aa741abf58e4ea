// MDX source in, Markdown twin out: parse with the same MDX syntax Docusaurus reads, rewrite the tree
// (twinTree.ts), print it as GFM. The unified packages are ES modules only, hence the dynamic imports.
import type { Root } from 'mdast';
import type { Plan } from '../../src/lib/navigation';
import { toTwinTree, twinHeader, type TwinContext } from './twinTree';

export interface GuideTwinOptions extends TwinContext {
  readonly title: string;
  readonly description?: string;
  readonly plan?: Plan;
  readonly pageUrl: string;
  readonly version: string;
}

/** Docusaurus's explicit heading ids (`## Pro plan {#pro-plan}`) are not MDX: they would parse as an expression. */
export function withoutHeadingIds(source: string): string {
  return source.replace(/^(#{1,6}\s.*?)\s*\{#[\w-]+\}\s*$/gm, '$1');
}

type Processors = Awaited<ReturnType<typeof loadProcessors>>;
let processors: Promise<Processors> | undefined;

async function loadProcessors() {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkMdx },
    { default: remarkGfm },
    frontmatter,
    stringify,
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-mdx'),
    import('remark-gfm'),
    import('remark-frontmatter'),
    import('remark-stringify'),
  ]);
  const parser = unified().use(remarkParse).use(frontmatter.default).use(remarkMdx).use(remarkGfm);
  const printer = unified()
    .use(remarkGfm)
    .use(stringify.default, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });
  return { parser, printer };
}

export async function guideMarkdown(source: string, options: GuideTwinOptions): Promise<string> {
  processors ??= loadProcessors();
  const { parser, printer } = await processors;
  const tree = parser.parse(withoutHeadingIds(source)) as Root;
  toTwinTree(tree, options);
  tree.children.unshift(...twinHeader(options));
  return printer.stringify(tree);
}
