export const testLocation = { pathname: '/x/react-data-grid/sorting/' };

export function useLocation() {
  return testLocation;
}

export const testHistory = { push: jest.fn() };

export function useHistory() {
  return testHistory;
}
