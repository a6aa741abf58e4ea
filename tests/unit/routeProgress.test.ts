import routeProgress from '@site/plugins/docusaurus-patches/routeProgress';

type RouteArgs = Parameters<NonNullable<typeof routeProgress.onRouteUpdate>>[0];

const at = (pathname: string) => ({ pathname, search: '', hash: '', state: undefined }) as RouteArgs['location'];
const navigation = (from: string | null, to: string) =>
  ({ location: at(to), previousLocation: from === null ? null : at(from) }) as RouteArgs;
const bar = () => document.querySelector('.route-progress');

describe('the route progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('appears when a navigation takes longer than 200 ms, then finishes and goes', () => {
    const move = navigation('/x/react-data-grid/', '/x/react-data-grid/sorting/');
    const cleanUp = routeProgress.onRouteUpdate!(move);
    jest.advanceTimersByTime(199);
    expect(bar()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.getAttribute('aria-hidden')).toBe('true');

    if (typeof cleanUp === 'function') cleanUp();
    routeProgress.onRouteDidUpdate!(move);
    expect(bar()?.classList.contains('route-progress--done')).toBe(true);
    jest.advanceTimersByTime(600);
    expect(bar()).toBeNull();
  });

  it('never shows for a fast navigation, the first page, or a change of hash only', () => {
    for (const move of [
      navigation('/x/react-data-grid/', '/x/react-data-grid/sorting/'),
      navigation(null, '/x/react-data-grid/'),
      navigation('/x/react-data-grid/', '/x/react-data-grid/'),
    ]) {
      const cleanUp = routeProgress.onRouteUpdate!(move);
      jest.advanceTimersByTime(50);
      if (typeof cleanUp === 'function') cleanUp();
      routeProgress.onRouteDidUpdate!(move);
      jest.advanceTimersByTime(1000);
      expect(bar()).toBeNull();
    }
  });
});
