// The strings of an API page's Types section (the definitions of the page-less types its props
// name), in English. Only API pages load them; their Chinese text is in i18n/zh/code.json under
// `site.<key>` like every other site string.

export const API_TYPE_STRINGS = {
  'apiTypes.heading': 'Types',
  'apiTypes.intro':
    'The types named in the props and callbacks above that have no API page of their own. Open one to read its fields.',
  'apiTypes.from': 'from {package}',
  'apiTypes.internal': 'in {package}, not exported',
  'apiTypes.fields': 'Fields of {name}',
  'apiTypes.members': 'Members of {name}',
  'apiTypes.field': 'Field',
  'apiTypes.member': 'Member',
  'apiTypes.type': 'Type',
  'apiTypes.value': 'Value',
  'apiTypes.description': 'Description',
  'apiTypes.required': 'required',
  'apiTypes.deprecated': 'Deprecated.',
  'apiTypes.default': 'Default:',
  'apiTypes.omitted': '{count} more fields are not listed here.',
  'apiTypes.noFields': 'No fields.',
} as const;

export type ApiTypeStringKey = keyof typeof API_TYPE_STRINGS;
