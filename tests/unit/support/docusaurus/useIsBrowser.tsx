// Components under test render as they do while a server-rendered page hydrates.
export default function useIsBrowser() {
  return false;
}
