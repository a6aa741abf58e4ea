// One documented version, so no "Version: …" badge above each page; the route-data plugin fails
// the build if a docs version ever asks for one (plugins/route-data/transform.ts).
export default function DocVersionBadge(): null {
  return null;
}
