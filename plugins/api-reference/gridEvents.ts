// Every event the Data Grid publishes, read from the installed packages' `GridEventLookup` interface
// (merged with the Pro and Premium module augmentations), for the table on the Events guide. The
// table is generated, never typed by hand, so it cannot drift from the packages.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { Node, type Project } from 'ts-morph';
import type { Plan } from '../../src/lib/navigation';
import { createApiProject } from './project';
import { removeImportPaths } from './text';

export interface GridEventRow {
  readonly name: string;
  /** The lowest plan whose package declares the event; absent for the free grid. */
  readonly plan?: Plan;
  /** The listener's first argument, as the types write it (`GridRowParams`); absent when it has none. */
  readonly params?: string;
  /** The DOM or MUI event passed second, when the event has one. */
  readonly event?: string;
  readonly description: string;
}

const LOOKUP_FILE = 'models/events/gridEventLookup.d.ts';

/** The package that declares a file: the nested copies of the base packages count as their base. */
function planOfFile(file: string): Plan | undefined {
  const normalized = file.split(path.sep).join('/');
  const owner = normalized.slice(normalized.lastIndexOf('/node_modules/@mui/') + '/node_modules/@mui/'.length);
  if (owner.startsWith('x-data-grid-premium/')) return 'premium';
  if (owner.startsWith('x-data-grid-pro/')) return 'pro';
  return undefined;
}

/** The events of the `GridEventLookup` that `entry` (a tier's index.d.ts) sees. */
function readLookup(project: Project, entry: string, baseDir: string): GridEventRow[] {
  project.addSourceFileAtPath(entry);
  project.resolveSourceFileDependencies();
  const lookupFile = project.getSourceFileOrThrow(path.join(baseDir, LOOKUP_FILE));
  const lookup = lookupFile.getInterfaceOrThrow('GridEventLookup');
  const rows: GridEventRow[] = [];
  for (const property of lookup.getType().getProperties()) {
    const declaration = property.getDeclarations()[0];
    if (!declaration || !Node.isPropertySignature(declaration)) continue;
    const docs = declaration.getJsDocs();
    const doc = docs[docs.length - 1];
    if (doc?.getTags().some((tag) => tag.getTagName() === 'ignore')) continue;
    const members = new Map<string, string>();
    const typeNode = declaration.getTypeNode();
    if (typeNode && Node.isTypeLiteral(typeNode)) {
      for (const member of typeNode.getProperties()) {
        members.set(member.getName(), removeImportPaths(member.getTypeNode()?.getText() ?? member.getType().getText()));
      }
    }
    rows.push({
      name: property.getName(),
      plan: planOfFile(declaration.getSourceFile().getFilePath()),
      params: members.get('params'),
      event: members.get('event'),
      description: (doc?.getDescription() ?? '').trim(),
    });
  }
  return rows;
}

/**
 * Free and Pro events from the Pro package (8.2.0, with the free package it augments), Premium ones
 * from the Premium package, which brings its own copy of the lower tiers at its own version.
 */
export function extractGridEvents(rootDir: string): GridEventRow[] {
  // Real paths: the type checker names files by them, also when node_modules is a symlink.
  const modules = realpathSync(path.join(rootDir, 'node_modules', '@mui'));
  const lower = readLookup(
    createApiProject(),
    path.join(modules, 'x-data-grid-pro', 'index.d.ts'),
    path.join(modules, 'x-data-grid'),
  );
  const premiumDir = path.join(modules, 'x-data-grid-premium');
  const premium = readLookup(
    createApiProject(),
    path.join(premiumDir, 'index.d.ts'),
    path.join(premiumDir, 'node_modules', '@mui', 'x-data-grid'),
  ).filter((row) => row.plan === 'premium');
  const known = new Set(lower.map((row) => row.name));
  return [...lower, ...premium.filter((row) => !known.has(row.name))].sort((a, b) => a.name.localeCompare(b.name));
}
