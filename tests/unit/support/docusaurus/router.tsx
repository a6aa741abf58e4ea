export const testLocation = { pathname: '/x/react-data-grid/sorting/' };

export function useLocation() {
  return testLocation;
}
