// UI strings of the site's own components. Docusaurus's translate() covers its theme; these cover
// ours, in one table so a missing key is easy to spot and falls back to English.

const en = {
  'brand.name': 'MUI X',
  'product.introduction': 'MUI X',
  'product.dataGrid': 'Data Grid',
  'product.datePickers': 'Date Pickers',
  'product.charts': 'Charts',
  'product.treeView': 'Tree View',
  'versions.label': 'Documentation version',
  'versions.current': 'Current version',
  'versions.earlier': 'Earlier versions',
  'plan.pro': 'Pro plan',
  'plan.premium': 'Premium plan',
  'chip.new': 'New',
  'chip.planned': 'Planned',
  'chip.preview': 'Preview',
  'page.wip': 'This page is being written',
  'page.wipDetail': 'It already says what it will cover; the full guide and its live demos are on the way.',
  'page.planned': 'This feature is planned',
  'page.plannedDetail':
    'It is not part of MUI X v8.2.0 yet. This page describes what is planned and what you can do today.',
  'page.preview': 'This feature is a preview',
  'page.previewDetail': 'Its API may change in a minor release.',
  'settings.open': 'Open settings',
  'settings.title': 'Settings',
  'settings.close': 'Close settings',
  'settings.mode': 'Mode',
  'settings.mode.light': 'Light',
  'settings.mode.system': 'System',
  'settings.mode.dark': 'Dark',
  'settings.direction': 'Direction',
  'settings.direction.ltr': 'Left to right',
  'settings.direction.rtl': 'Right to left',
  'settings.language': 'Language',
  'settings.language.en': 'English',
  'settings.language.zh': '中文',
  'feedback.question': 'Was this page helpful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.comment': 'Tell us more (optional)',
  'feedback.commentHint': 'What were you looking for? Please do not include personal information.',
  'feedback.submit': 'Submit',
  'feedback.sending': 'Sending…',
  'feedback.thanks': 'Thank you for your feedback.',
} as const;

export type TranslationKey = keyof typeof en;
export type Translations = Partial<Record<TranslationKey, string>>;

const zh: Translations = {
  'brand.name': 'MUI X',
  'product.introduction': 'MUI X',
  'product.dataGrid': '数据表格',
  'product.datePickers': '日期选择器',
  'product.charts': '图表',
  'product.treeView': '树视图',
  'versions.label': '文档版本',
  'versions.current': '当前版本',
  'versions.earlier': '早期版本',
  'plan.pro': 'Pro 计划',
  'plan.premium': 'Premium 计划',
  'chip.new': '新',
  'chip.planned': '计划中',
  'chip.preview': '预览',
  'page.wip': '本页正在编写中',
  'page.wipDetail': '页面已说明将涵盖的内容；完整的指南和在线示例即将推出。',
  'page.planned': '此功能已列入计划',
  'page.plannedDetail': 'MUI X v8.2.0 尚未包含此功能。本页介绍计划内容以及目前可行的做法。',
  'page.preview': '此功能为预览版',
  'page.previewDetail': '其 API 可能会在次要版本中发生变化。',
  'settings.open': '打开设置',
  'settings.title': '设置',
  'settings.close': '关闭设置',
  'settings.mode': '模式',
  'settings.mode.light': '浅色',
  'settings.mode.system': '跟随系统',
  'settings.mode.dark': '深色',
  'settings.direction': '文字方向',
  'settings.direction.ltr': '从左到右',
  'settings.direction.rtl': '从右到左',
  'settings.language': '语言',
  'settings.language.en': 'English',
  'settings.language.zh': '中文',
  'feedback.question': '本页内容对你有帮助吗？',
  'feedback.yes': '有帮助',
  'feedback.no': '没有帮助',
  'feedback.comment': '补充说明（可选）',
  'feedback.commentHint': '你在找什么内容？请不要填写个人信息。',
  'feedback.submit': '提交',
  'feedback.sending': '正在发送…',
  'feedback.thanks': '感谢你的反馈。',
};

export const TRANSLATIONS: Readonly<Record<string, Translations>> = { en, zh };

/**
 * The string for `key` in `language`. A key the language lacks warns and falls back to English
 * (null when English lacks it too); an unknown language is an error and shows "…".
 */
export function translate(
  language: string,
  key: string,
  table: Readonly<Record<string, Translations>> = TRANSLATIONS,
): string | null {
  const strings: Readonly<Record<string, string | undefined>> | undefined = table[language];
  if (!strings) {
    console.error(`Unknown language "${language}": no translations for "${key}".`);
    return '…';
  }
  const found = strings[key];
  if (found !== undefined) return found;
  const english: Readonly<Record<string, string | undefined>> = table.en ?? {};
  if (language !== 'en') console.warn(`Missing "${language}" translation for "${key}"; using English.`);
  else console.warn(`Missing translation for "${key}".`);
  return english[key] ?? null;
}
