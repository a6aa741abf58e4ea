import React, { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useColouredWhenSeen } from '@site/src/components/StaticCodeBlock/useColouredWhenSeen';
import { browserState } from './support/docusaurus/useIsBrowser';

function Block({ name, top }: { name: string; top: number }) {
  const ref = useRef<HTMLElement>(null);
  const coloured = useColouredWhenSeen(ref);
  return (
    <code ref={ref} data-top={top}>
      {`${name} ${coloured ? 'coloured' : 'plain'}`}
    </code>
  );
}

// jsdom lays nothing out: each block says where it is.
const original = HTMLElement.prototype.getBoundingClientRect;
let reachViewport: () => void = () => {};

beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = function rect(this: HTMLElement) {
    return { top: Number(this.dataset.top ?? 0) } as DOMRect;
  };
  class Observer {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      reachViewport = () =>
        this.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
    disconnect() {}
  }
  window.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
});

afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

afterEach(() => {
  browserState.hydrated = false;
  window.history.replaceState(null, '', '/');
});

describe('code colouring on a page opened in the app', () => {
  it('keeps the server-coloured markup while the page hydrates, wherever the block is', () => {
    render(<Block name="far" top={5000} />);
    expect(screen.getByText('far coloured')).toBeInTheDocument();
  });

  it('colours blocks on the first screen before the page paints, and the others when they come near', async () => {
    browserState.hydrated = true;
    render(
      <>
        <Block name="top" top={300} />
        <Block name="below" top={2500} />
      </>,
    );
    expect(screen.getByText('top coloured')).toBeInTheDocument();
    expect(screen.getByText('below plain')).toBeInTheDocument();
    await act(async () => reachViewport());
    expect(screen.getByText('below coloured')).toBeInTheDocument();
  });

  it('colours every block at once when the address names an anchor, which could be anywhere', () => {
    browserState.hydrated = true;
    window.history.replaceState(null, '', '/#sorting-order');
    render(<Block name="below" top={2500} />);
    expect(screen.getByText('below coloured')).toBeInTheDocument();
  });
});
