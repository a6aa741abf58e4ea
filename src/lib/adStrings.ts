// The ad slot's strings, in English. Kept apart from the site's main table (translations.ts)
// because only the lazily loaded ad display needs them: as part of the main table they cost every
// page's first load. Their Chinese text is in i18n/zh/code.json under `site.<key>`.

export const AD_STRINGS = {
  'ad.poweredBy': 'ad by {name}',
  'ad.allowAds.title': 'Please consider allowing ads on this site.',
  'ad.allowAds.body':
    'This documentation is free to read; the few discreet ads we show pay for its hosting and for part of the time the maintainers spend writing and checking it.',
  'ad.offer.pro-plan':
    'Column pinning, tree data, range pickers and zoomable charts for apps that have outgrown the basics.',
  'ad.offer.premium-plan': 'Row grouping, aggregation, pivoting and Excel export, so the grid does the spreadsheet work.',
  'ad.offer.priority-support':
    'Questions answered by the engineers who build the components, within a guaranteed time.',
  'ad.offer.design-kits': 'Every component as a design file, so designers and developers start from the same pieces.',
  'ad.offer.templates': 'Dashboards and admin apps built with these components, ready to adapt to your product.',
} as const;

export type AdStringKey = keyof typeof AD_STRINGS;
