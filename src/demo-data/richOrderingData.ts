// Invented trees for the Rich Tree View ordering demos. Plain data, no imports: each array can be
// passed to the `items` prop of RichTreeViewPro as it is.

/** An item with an id, a label and, optionally, children of the same shape. */
export interface LabelledItem {
  id: string;
  label: string;
  children?: LabelledItem[];
}

/** A photography course: units and their lessons. */
export const photoCourse: LabelledItem[] = [
  {
    id: 'light',
    label: 'Unit 1: Light',
    children: [
      { id: 'histogram', label: 'Reading a histogram' },
      { id: 'golden-hour', label: 'Golden hour' },
      { id: 'hard-soft', label: 'Hard and soft light' },
    ],
  },
  {
    id: 'composition',
    label: 'Unit 2: Composition',
    children: [
      { id: 'thirds', label: 'Rule of thirds' },
      { id: 'lines', label: 'Leading lines' },
      { id: 'framing', label: 'Natural frames' },
    ],
  },
  {
    id: 'editing',
    label: 'Unit 3: Editing',
    children: [{ id: 'crop', label: 'Cropping' }],
  },
  { id: 'project', label: 'Final project' },
];

/** The pages of a team wiki, nested by topic. */
export const wikiPages: LabelledItem[] = [
  {
    id: 'handbook',
    label: 'Handbook',
    children: [
      { id: 'values', label: 'Our values' },
      {
        id: 'onboarding',
        label: 'Onboarding',
        children: [
          { id: 'first-week', label: 'Your first week' },
          { id: 'accounts', label: 'Accounts and passwords' },
        ],
      },
      { id: 'leave', label: 'Holidays and leave' },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'releases', label: 'Release checklist' },
      { id: 'on-call', label: 'On-call rota' },
    ],
  },
  { id: 'archive', label: 'Archive' },
];

/** A report outline, for the keyboard shortcuts demo. */
export const reportOutline: LabelledItem[] = [
  { id: 'intro', label: 'Introduction' },
  {
    id: 'background',
    label: 'Background',
    children: [
      { id: 'prior-work', label: 'Prior work' },
      { id: 'open-questions', label: 'Open questions' },
    ],
  },
  {
    id: 'method',
    label: 'Method',
    children: [{ id: 'sampling', label: 'Sampling' }],
  },
  { id: 'interviews', label: 'Interviews' },
  { id: 'results', label: 'Results' },
  { id: 'conclusion', label: 'Conclusion' },
];

/** Mail folders: the first three and the last one are created by the mail server. */
export const mailFolders: LabelledItem[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'drafts', label: 'Drafts' },
  { id: 'sent', label: 'Sent' },
  { id: 'receipts', label: 'Receipts' },
  {
    id: 'travel',
    label: 'Travel',
    children: [
      { id: 'tickets', label: 'Tickets' },
      { id: 'hotels', label: 'Hotels' },
    ],
  },
  { id: 'newsletters', label: 'Newsletters' },
  { id: 'trash', label: 'Trash' },
];

/** A place in the warehouse (an aisle, a shelf, a room) or a product stored there. */
export interface StockItem {
  id: string;
  label: string;
  kind: 'place' | 'product';
  children?: StockItem[];
}

export const warehouseStock: StockItem[] = [
  {
    id: 'aisle-1',
    label: 'Aisle 1',
    kind: 'place',
    children: [
      {
        id: 'shelf-1a',
        label: 'Shelf 1A',
        kind: 'place',
        children: [
          { id: 'oil', label: 'Olive oil, 6 × 1 L', kind: 'product' },
          { id: 'rice', label: 'Basmati rice, 10 kg', kind: 'product' },
        ],
      },
      {
        id: 'shelf-1b',
        label: 'Shelf 1B',
        kind: 'place',
        children: [
          { id: 'tomatoes', label: 'Chopped tomatoes, 24 tins', kind: 'product' },
        ],
      },
    ],
  },
  {
    id: 'cold-room',
    label: 'Cold room',
    kind: 'place',
    children: [
      { id: 'butter', label: 'Butter, 40 × 250 g', kind: 'product' },
      { id: 'yoghurt', label: 'Yoghurt, 12 × 500 g', kind: 'product' },
    ],
  },
  { id: 'returns', label: 'Returns bay', kind: 'place' },
];

/** A moving-house checklist: stages, tasks and subtasks. */
export const movingChecklist: LabelledItem[] = [
  {
    id: 'before',
    label: 'Two weeks before',
    children: [
      { id: 'van', label: 'Book the van' },
      {
        id: 'boxes',
        label: 'Collect boxes',
        children: [{ id: 'tape', label: 'Buy tape' }],
      },
      { id: 'post', label: 'Redirect the post' },
    ],
  },
  {
    id: 'day',
    label: 'Moving day',
    children: [
      { id: 'meters', label: 'Read the meters' },
      { id: 'keys', label: 'Hand over the keys' },
    ],
  },
  {
    id: 'after',
    label: 'First week',
    children: [{ id: 'doctor', label: 'Register with a doctor' }],
  },
];

/** A person in the company and, nested under them, the people who report to them. */
export interface Person {
  id: string;
  label: string;
  role: string;
  children?: Person[];
}

export const orgChart: Person[] = [
  {
    id: 'amara',
    label: 'Amara Okafor',
    role: 'Managing director',
    children: [
      {
        id: 'jonas',
        label: 'Jonas Weber',
        role: 'Head of sales',
        children: [
          { id: 'lucia', label: 'Lucía Romero', role: 'Account manager' },
          { id: 'kenji', label: 'Kenji Sato', role: 'Sales assistant' },
        ],
      },
      {
        id: 'priya',
        label: 'Priya Nair',
        role: 'Head of product',
        children: [{ id: 'tomas', label: 'Tomás Silva', role: 'Designer' }],
      },
    ],
  },
  { id: 'elena', label: 'Elena Petrova', role: 'Office manager' },
];
