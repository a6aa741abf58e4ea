// Types for the two untyped modules the search bar imports. The project has no @types/react-dom
// (nothing else portals outside MUI), and DocSearch's style entry is a CSS side effect.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment): ReactPortal;
}
declare module '@docsearch/react/style';
