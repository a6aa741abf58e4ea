// A pretend server for the Rich Tree View lazy-loading demos: the storeroom of a small natural history
// museum, organised as departments > cabinets > drawers > specimens. The catalogue is built from the
// ids alone, so every request for the same parent returns the same children. Only the answer time
// (a setTimeout) and the failures that a demo switches on change between requests.

/** One row as the server sends it: the tree reads `id` and `label`, and `childrenCount` from the data source. */
export interface StoreroomNode {
  id: string;
  label: string;
  /** How many children the server holds for this row; 0 for a specimen or an empty drawer. */
  childrenCount: number;
}

interface Department {
  id: string;
  label: string;
  cabinets: number;
  specimens: readonly string[];
}

const DEPARTMENTS: readonly Department[] = [
  {
    id: 'minerals',
    label: 'Minerals',
    cabinets: 3,
    specimens: [
      'Quartz',
      'Pyrite',
      'Malachite',
      'Fluorite',
      'Galena',
      'Azurite',
      'Hematite',
      'Calcite',
    ],
  },
  {
    id: 'insects',
    label: 'Insects',
    cabinets: 4,
    specimens: [
      'Stag beetle',
      'Hawk moth',
      'Emperor dragonfly',
      'Rose chafer',
      'Mayfly',
      'Hornet',
      'Cicada',
    ],
  },
  {
    id: 'fossils',
    label: 'Fossils',
    cabinets: 2,
    specimens: [
      'Ammonite',
      'Trilobite',
      'Belemnite',
      'Crinoid stem',
      'Shark tooth',
      'Sea urchin',
    ],
  },
  {
    id: 'birds',
    label: 'Birds and eggs',
    cabinets: 3,
    specimens: [
      'Barn owl',
      'Kingfisher',
      'Curlew egg',
      'Puffin',
      'Wren nest',
      'Heron skull',
    ],
  },
  // A department with nothing stored yet: the tree shows it without an expand icon.
  { id: 'loans', label: 'Returned loans', cabinets: 0, specimens: [] },
];

const LETTERS = 'ABCDEFGH';

const drawersIn = (departmentIndex: number, cabinet: number) =>
  2 + ((departmentIndex + cabinet) % 3);
// Between 0 and 4 specimens: every fifth drawer is empty.
const specimensIn = (departmentIndex: number, cabinet: number, drawer: number) =>
  (departmentIndex * 2 + cabinet + drawer) % 5;

/** The children of a row, or the departments when `parentId` is undefined. Synchronous and pure. */
export function getStoreroomChildren(parentId?: string): StoreroomNode[] {
  if (parentId === undefined) {
    return DEPARTMENTS.map((department) => ({
      id: department.id,
      label: department.label,
      childrenCount: department.cabinets,
    }));
  }
  const [departmentId, cabinetPart, drawerPart, ...rest] = parentId.split('/');
  const departmentIndex = DEPARTMENTS.findIndex(
    (department) => department.id === departmentId,
  );
  const department = DEPARTMENTS[departmentIndex];
  if (!department || rest.length > 0) {
    return [];
  }
  const letter = LETTERS[departmentIndex] ?? 'Z';
  if (cabinetPart === undefined) {
    return Array.from({ length: department.cabinets }, (_, c) => ({
      id: `${department.id}/c${c + 1}`,
      label: `Cabinet ${letter}${c + 1}`,
      childrenCount: drawersIn(departmentIndex, c + 1),
    }));
  }
  const cabinet = Number(cabinetPart.slice(1));
  if (drawerPart === undefined) {
    return Array.from({ length: drawersIn(departmentIndex, cabinet) }, (_, d) => {
      const count = specimensIn(departmentIndex, cabinet, d + 1);
      return {
        id: `${parentId}/d${d + 1}`,
        label: count === 0 ? `Drawer ${d + 1} (empty)` : `Drawer ${d + 1}`,
        childrenCount: count,
      };
    });
  }
  const drawer = Number(drawerPart.slice(1));
  return Array.from(
    { length: specimensIn(departmentIndex, cabinet, drawer) },
    (_, s) => {
      const name =
        department.specimens[
          (cabinet * 3 + drawer * 2 + s) % department.specimens.length
        ];
      const catalogueNumber = `${letter}${cabinet}-${drawer}${s + 1}`;
      return {
        id: `${parentId}/s${s + 1}`,
        label: `${name} · ${catalogueNumber}`,
        childrenCount: 0,
      };
    },
  );
}

export interface StoreroomServerOptions {
  /** How long each answer takes, in milliseconds. Default: 600. */
  latency?: number;
  /** Rows whose children can never be fetched: each request for them is rejected. */
  lockedIds?: readonly string[];
}

export interface StoreroomServer {
  /** Resolves with the children of `parentId` (the departments when undefined) after the latency. */
  fetchChildren: (parentId?: string) => Promise<StoreroomNode[]>;
  setLatency: (milliseconds: number) => void;
  /** The next request, whichever it is, is rejected once. */
  failNextRequest: () => void;
  /** While offline, every request is rejected. */
  setOffline: (offline: boolean) => void;
  /** Stores a new specimen in a drawer; the next request for that drawer includes it. */
  addSpecimen: (drawerId: string, name: string) => StoreroomNode;
  /** Number of requests received since the server was created. */
  getRequestCount: () => number;
}

/** Creates an independent server: each demo makes its own, so their switches don't affect each other. */
export function createStoreroomServer(
  options: StoreroomServerOptions = {},
): StoreroomServer {
  let latency = options.latency ?? 600;
  let failNext = false;
  let offline = false;
  let requestCount = 0;
  const locked = new Set(options.lockedIds ?? []);
  // Specimens added by `addSpecimen`, by drawer id.
  const added: Record<string, StoreroomNode[]> = {};

  const childrenOf = (parentId?: string): StoreroomNode[] => {
    const rows = getStoreroomChildren(parentId).map((row) => ({
      ...row,
      childrenCount: row.childrenCount + (added[row.id]?.length ?? 0),
    }));
    return parentId === undefined ? rows : [...rows, ...(added[parentId] ?? [])];
  };

  const fetchChildren = (parentId?: string) => {
    requestCount += 1;
    let failure: string | null = null;
    if (offline) {
      failure = 'The storeroom server is offline.';
    } else if (failNext) {
      failNext = false;
      failure = `The request for "${parentId ?? 'departments'}" timed out.`;
    } else if (parentId !== undefined && locked.has(parentId)) {
      failure = `"${parentId}" is locked for conservation work.`;
    }
    return new Promise<StoreroomNode[]>((resolve, reject) => {
      setTimeout(() => {
        if (failure) {
          reject(new Error(failure));
        } else {
          resolve(childrenOf(parentId));
        }
      }, latency);
    });
  };

  return {
    fetchChildren,
    setLatency: (milliseconds) => {
      latency = Math.max(0, milliseconds);
    },
    failNextRequest: () => {
      failNext = true;
    },
    setOffline: (value) => {
      offline = value;
    },
    addSpecimen: (drawerId, name) => {
      const list = added[drawerId] ?? [];
      const base = getStoreroomChildren(drawerId).length;
      const node = {
        id: `${drawerId}/s${base + list.length + 1}`,
        label: `${name} · new arrival`,
        childrenCount: 0,
      };
      added[drawerId] = [...list, node];
      return node;
    },
    getRequestCount: () => requestCount,
  };
}
