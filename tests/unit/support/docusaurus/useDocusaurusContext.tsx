export const testContext = {
  siteConfig: { customFields: { documentedVersion: '8.2.0' } },
  i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'zh'] },
};

export default function useDocusaurusContext() {
  return testContext;
}
