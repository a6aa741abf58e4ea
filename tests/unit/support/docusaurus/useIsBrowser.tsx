// Components under test render as they do while a server-rendered page hydrates, unless a test
// says the page has hydrated (a component then mounts as after client-side navigation).
export const browserState = { hydrated: false };

export default function useIsBrowser() {
  return browserState.hydrated;
}
