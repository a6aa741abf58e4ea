// The site documents one version of MUI X; the version menu links to the others' sites. The theme's
// banner for an old or unreleased version never shows, so it is not shipped: the route-data plugin
// fails the build if a docs version ever gets a banner (plugins/route-data/transform.ts).
export default function DocVersionBanner(): null {
  return null;
}
