// The drive server's data: a shared drive of folders and files, for tree data, generated from a seed.

import type { AggregateCarrier } from './protocol';
import { between, createRandom, pick, twoDigits } from './seeded';

export interface DriveItem extends Partial<AggregateCarrier> {
  /** The full path, unique in the whole tree: 'Clients/Acme Outdoor/Logo.svg'. */
  id: string;
  /** Unique among siblings: what `getGroupKey` returns. */
  name: string;
  kind: 'Folder' | 'File';
  /** Bytes, for files. Folders have none of their own: aggregation adds it up. */
  size: number | null;
  /** 'YYYY-MM-DD'. */
  modified: string;
  owner: string;
  /** Children after filtering, or -1 when the server is told not to count them. */
  childrenCount: number;
}

interface FolderSpec {
  name: string;
  /** How many files to generate inside. */
  files?: number;
  folders?: FolderSpec[];
}

// The shape of the drive; the files inside are generated from the seed.
const DRIVE: FolderSpec[] = [
  {
    name: 'Clients',
    folders: [
      { name: 'Alder Café', files: 4, folders: [{ name: 'Menu photos', files: 6 }] },
      {
        name: 'Copper Roasters',
        files: 3,
        folders: [
          { name: 'Brand refresh', files: 5 },
          { name: 'Contracts', files: 2 },
        ],
      },
      { name: 'Ember Bistro', files: 5 },
    ],
  },
  {
    name: 'Finance',
    files: 3,
    folders: [
      { name: 'Invoices 2024', files: 8 },
      { name: 'Payroll', files: 4 },
    ],
  },
  {
    name: 'Marketing',
    files: 2,
    folders: [
      {
        name: 'Campaigns',
        files: 5,
        folders: [{ name: 'Spring launch', files: 4 }],
      },
    ],
  },
  { name: 'Templates', files: 6 },
  {
    name: 'Archive',
    folders: [
      { name: '2022', files: 3 },
      { name: '2023', files: 4 },
    ],
  },
  { name: 'Empty folder' },
];
const TOP_LEVEL_FILES = 6;
const FILE_KINDS: readonly [string, string, number][] = [
  // [base name, extension, typical size in KB]
  ['Brief', 'docx', 90],
  ['Budget', 'xlsx', 60],
  ['Photo', 'jpg', 2400],
  ['Logo', 'svg', 30],
  ['Report', 'pdf', 700],
  ['Notes', 'txt', 4],
  ['Slides', 'pptx', 5200],
  ['Recording', 'mp4', 48000],
];
const OWNERS = ['Ines', 'Kofi', 'Mara', 'Tomás', 'Yuki'];

export interface DriveNode {
  item: DriveItem;
  children: DriveNode[];
}

export function buildDrive(): DriveNode[] {
  const random = createRandom(7);
  const makeFiles = (parent: string, count: number): DriveNode[] =>
    Array.from({ length: count }, (_, index) => {
      const [base, extension, kb] = pick(random, FILE_KINDS);
      const name = `${base} ${index + 1}.${extension}`; // the number keeps sibling names unique
      return {
        item: {
          id: parent ? `${parent}/${name}` : name,
          name,
          kind: 'File' as const,
          size: Math.round(kb * 1024 * (0.4 + random() * 1.2)),
          modified: `2024-${twoDigits(between(random, 1, 12))}-${twoDigits(between(random, 1, 28))}`,
          owner: pick(random, OWNERS),
          childrenCount: 0,
        },
        children: [],
      };
    });
  const makeFolder = (parent: string, spec: FolderSpec): DriveNode => {
    const id = parent ? `${parent}/${spec.name}` : spec.name;
    const children = [
      ...(spec.folders ?? []).map((folder) => makeFolder(id, folder)),
      ...makeFiles(id, spec.files ?? 0),
    ];
    const latest =
      children
        .map((child) => child.item.modified)
        .sort()
        .pop() ?? '2024-01-02';
    return {
      item: {
        id,
        name: spec.name,
        kind: 'Folder',
        size: null,
        modified: latest,
        owner: pick(random, OWNERS),
        childrenCount: 0,
      },
      children,
    };
  };
  return [
    ...DRIVE.map((spec) => makeFolder('', spec)),
    ...makeFiles('', TOP_LEVEL_FILES),
  ];
}
