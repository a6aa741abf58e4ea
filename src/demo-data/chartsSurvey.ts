// Invented survey answers, shares and budgets for the pie chart pages. None of these figures are real.

/** One slice of a pie: a stable id, the text shown to readers and the amount. */
export interface SurveySlice {
  id: string;
  label: string;
  value: number;
}

// "How do you usually get to work?": number of respondents per answer, 640 office workers in total.
export const commuteAnswers: SurveySlice[] = [
  { id: 'car', label: 'Car', value: 208 },
  { id: 'transit', label: 'Public transport', value: 176 },
  { id: 'bike', label: 'Bicycle', value: 112 },
  { id: 'walk', label: 'On foot', value: 78 },
  { id: 'remote', label: 'Works from home', value: 51 },
  { id: 'other', label: 'Other', value: 15 },
];

// The same question asked in two offices of the same company: number of respondents per answer.
export const commuteByOffice: Record<
  'harbour' | 'hillside',
  { office: string; answers: SurveySlice[] }
> = {
  harbour: {
    office: 'Harbour office',
    answers: [
      { id: 'car', label: 'Car', value: 64 },
      { id: 'transit', label: 'Public transport', value: 121 },
      { id: 'bike', label: 'Bicycle', value: 73 },
      { id: 'walk', label: 'On foot', value: 52 },
    ],
  },
  hillside: {
    office: 'Hillside office',
    answers: [
      { id: 'car', label: 'Car', value: 144 },
      { id: 'transit', label: 'Public transport', value: 55 },
      { id: 'bike', label: 'Bicycle', value: 39 },
      { id: 'walk', label: 'On foot', value: 26 },
    ],
  },
};

// "Which code editor do you use most?": number of respondents per answer, 1,180 developers in total.
export const editorAnswers: SurveySlice[] = [
  { id: 'jetbrains', label: 'JetBrains IDEs', value: 281 },
  { id: 'sublime', label: 'Sublime Text', value: 54 },
  { id: 'vscode', label: 'VS Code', value: 512 },
  { id: 'emacs', label: 'Emacs', value: 41 },
  { id: 'vim', label: 'Vim or Neovim', value: 143 },
  { id: 'zed', label: 'Zed', value: 72 },
  { id: 'other', label: 'Other', value: 77 },
];

// Share of page views per browser on a small online shop in one month, in percent (sums to 100).
export const browserShare: SurveySlice[] = [
  { id: 'chrome', label: 'Chrome', value: 61.8 },
  { id: 'safari', label: 'Safari', value: 19.4 },
  { id: 'edge', label: 'Edge', value: 7.9 },
  { id: 'firefox', label: 'Firefox', value: 5.6 },
  { id: 'samsung', label: 'Samsung Internet', value: 3.1 },
  { id: 'other', label: 'Other', value: 2.2 },
];

// The same month of page views split by device, then by browser, in percent of all page views.
// Each device's browsers add up to its share, and the browsers add up to `browserShare` above.
export const pageViewsByDevice: {
  device: string;
  share: number;
  browsers: SurveySlice[];
}[] = [
  {
    device: 'Desktop',
    share: 42,
    browsers: [
      { id: 'desktop-chrome', label: 'Chrome', value: 24.6 },
      { id: 'desktop-edge', label: 'Edge', value: 7.9 },
      { id: 'desktop-firefox', label: 'Firefox', value: 4.8 },
      { id: 'desktop-safari', label: 'Safari', value: 3.9 },
      { id: 'desktop-other', label: 'Other', value: 0.8 },
    ],
  },
  {
    device: 'Mobile',
    share: 52.4,
    browsers: [
      { id: 'mobile-chrome', label: 'Chrome', value: 34.1 },
      { id: 'mobile-safari', label: 'Safari', value: 13.2 },
      { id: 'mobile-samsung', label: 'Samsung Internet', value: 3.1 },
      { id: 'mobile-firefox', label: 'Firefox', value: 0.8 },
      { id: 'mobile-other', label: 'Other', value: 1.2 },
    ],
  },
  {
    device: 'Tablet',
    share: 5.6,
    browsers: [
      { id: 'tablet-chrome', label: 'Chrome', value: 3.1 },
      { id: 'tablet-safari', label: 'Safari', value: 2.3 },
      { id: 'tablet-other', label: 'Other', value: 0.2 },
    ],
  },
];

// Monthly spending of a household of four, in euros, with a short name for the arcs and a full one for the tooltip.
export const householdBudget: (SurveySlice & { shortLabel: string })[] = [
  {
    id: 'housing',
    shortLabel: 'Housing',
    label: 'Housing (rent and insurance)',
    value: 1450,
  },
  { id: 'groceries', shortLabel: 'Food', label: 'Groceries', value: 720 },
  {
    id: 'childcare',
    shortLabel: 'Childcare',
    label: 'Childcare and school',
    value: 540,
  },
  { id: 'savings', shortLabel: 'Savings', label: 'Savings', value: 400 },
  {
    id: 'transport',
    shortLabel: 'Transport',
    label: 'Transport and fuel',
    value: 380,
  },
  {
    id: 'utilities',
    shortLabel: 'Utilities',
    label: 'Energy, water and internet',
    value: 260,
  },
  {
    id: 'leisure',
    shortLabel: 'Leisure',
    label: 'Leisure and holidays',
    value: 230,
  },
  { id: 'other', shortLabel: 'Other', label: 'Other spending', value: 150 },
  { id: 'health', shortLabel: 'Health', label: 'Health and pharmacy', value: 120 },
];

// Where the answers to a customer survey came from: number of completed questionnaires per channel.
export const responseChannels: SurveySlice[] = [
  { id: 'email', label: 'Email invitation', value: 486 },
  { id: 'in-app', label: 'In-app prompt', value: 318 },
  { id: 'events', label: 'QR code at events', value: 142 },
  { id: 'social', label: 'Social media', value: 97 },
  { id: 'newsletter', label: 'Newsletter link', value: 61 },
];

// Progress of the same survey: questionnaires completed so far, and the number the team aims for.
export const responsesCollected = 846;
export const responseTarget = 1200;

// "How satisfied are you with the new expense tool?": number of respondents per answer, 416 in total.
export const satisfactionAnswers: SurveySlice[] = [
  { id: 'very-satisfied', label: 'Very satisfied', value: 96 },
  { id: 'satisfied', label: 'Satisfied', value: 188 },
  { id: 'neutral', label: 'Neutral', value: 74 },
  { id: 'dissatisfied', label: 'Dissatisfied', value: 41 },
  { id: 'very-dissatisfied', label: 'Very dissatisfied', value: 17 },
];

/** Adds up the values of a list of slices. */
export function sumValues(slices: readonly { value: number }[]): number {
  return slices.reduce((total, slice) => total + slice.value, 0);
}

/** Formats a part of a total as a whole percentage, for example `formatShare(150, 640)` → `'23%'`. */
export function formatShare(part: number, total: number): string {
  return `${Math.round((part / total) * 100)}%`;
}
