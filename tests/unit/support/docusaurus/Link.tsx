import React, { type ComponentProps } from 'react';

// The real Link adds the base URL and the locale; tests see the path as written. A path that
// already carries them is passed with autoAddBaseUrl={false}, as to the real Link.
export default function Link({
  to,
  autoAddBaseUrl = true,
  ...props
}: ComponentProps<'a'> & { to?: string; autoAddBaseUrl?: boolean }) {
  const href = to === undefined ? props.href : autoAddBaseUrl ? `/x${to}` : to;
  return <a href={href} {...props} />;
}
