// The strings of the "Explained in" line under each prop of an API page (PropsTable), in English;
// only API pages load them. Their Chinese text is in i18n/zh/code.json under `site.<key>`.

export const EXPLAINED_IN_STRINGS = {
  'apiProps.explainedIn': 'Explained in:',
} as const;
