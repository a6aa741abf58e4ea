// Data a page needs only when it is rendered in the browser, not when it arrives as HTML: a page
// module registers a loader for it, and a client-side navigation waits for the loaders as it waits
// for the page's code (plugins/docusaurus-patches/routeLoading.ts), so the page renders complete.
// A loader is registered when its page's code first runs, which is before any navigation to it
// has finished loading.

/** Starts loading what `pathname` needs, or returns undefined when it is not one of its pages. */
export type NavigationDataLoader = (pathname: string) => Promise<unknown> | undefined;

const loaders: NavigationDataLoader[] = [];

export function registerNavigationData(loader: NavigationDataLoader): void {
  if (!loaders.includes(loader)) loaders.push(loader);
}

/** Resolves once every registered loader has what `pathname` needs. */
export function loadNavigationData(pathname: string): Promise<unknown> {
  return Promise.all(loaders.map((loader) => loader(pathname)));
}
