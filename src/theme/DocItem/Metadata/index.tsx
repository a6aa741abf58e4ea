// Wrapped so the document title follows the translated page title on translated locales.
import React, { type ComponentProps } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useTranslatedTitle } from '@site/src/components/PageHeader/usePageInfo';

type Props = ComponentProps<typeof Metadata>;

export default function MetadataWrapper(props: Props) {
  const { metadata } = useDoc();
  const title = useTranslatedTitle(metadata.title);
  return (
    <>
      <Metadata {...props} />
      {title !== metadata.title && <PageMetadata title={title} />}
    </>
  );
}
