// Docusaurus's PendingNavigation (lib/client/PendingNavigation.js, replaced by an alias) for a
// router that moves only once the next page has loaded (routeLoading.ts). It renders each location
// it is given at once, and tells the scroll handler and the client modules where the reader came
// from.
import React, { type ReactNode } from 'react';
import { Route } from 'react-router';
import type { Location } from 'history';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ClientLifecyclesDispatcher, {
  dispatchLifecycleAction,
} from '@docusaurus/core/lib/client/ClientLifecyclesDispatcher.js';

interface NavigationProps {
  readonly location: Location;
  readonly children: ReactNode;
}

interface NavigationState {
  readonly location: Location;
  readonly previousLocation: Location | null;
}

export default class Navigation extends React.Component<NavigationProps, NavigationState> {
  static getDerivedStateFromProps(props: NavigationProps, state: NavigationState): NavigationState | null {
    return props.location === state.location ? null : { location: props.location, previousLocation: state.location };
  }

  constructor(props: NavigationProps) {
    super(props);
    this.state = { location: props.location, previousLocation: null };
    // The first page's onRouteUpdate, as Docusaurus sends it; later ones come from routeLoading.
    if (ExecutionEnvironment.canUseDOM) {
      dispatchLifecycleAction('onRouteUpdate', { previousLocation: null, location: props.location });
    }
  }

  render(): ReactNode {
    const { location, previousLocation } = this.state;
    const { children } = this.props;
    return (
      <ClientLifecyclesDispatcher previousLocation={previousLocation} location={location}>
        {/* Normalized: a path with /index.html shows the page registered without it. */}
        <Route location={location} render={() => children} />
      </ClientLifecyclesDispatcher>
    );
  }
}
