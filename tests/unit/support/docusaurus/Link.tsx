import React, { type ComponentProps } from 'react';

// The real Link adds the base URL and the locale; tests see the path as written.
export default function Link({ to, ...props }: ComponentProps<'a'> & { to?: string }) {
  return <a href={to ? `/x${to}` : props.href} {...props} />;
}
