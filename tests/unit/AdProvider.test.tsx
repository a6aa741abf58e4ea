import React from 'react';
import { render, screen } from '@testing-library/react';
import { AdProvider, useAdConfig } from '@site/src/components/Ad/AdProvider';

function Probe() {
  const { placement, shape } = useAdConfig();
  return <p>{`${placement} ${['image', 'inline'].includes(shape)}`}</p>;
}

describe('AdProvider', () => {
  it('gives the placement and a shape drawn for the visit', () => {
    render(
      <AdProvider>
        <Probe />
      </AdProvider>,
    );
    expect(screen.getByText('body-top true')).toBeInTheDocument();
  });

  it('throws the documented message outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(
      'Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>',
    );
    jest.restoreAllMocks();
  });
});
