// Wrapped so the document title follows the translated page title on translated locales, and so
// each guide page names its product for analytics (mui:productId, mui:productCategoryId) in the
// server-rendered HTML, and so it links its Markdown twin.
import React, { type ComponentProps } from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useTranslatedTitle } from '@site/src/components/PageHeader/usePageInfo';
import { useDocsConfig } from '@site/src/components/DocsProvider';
import { PRODUCTS } from '@site/src/lib/products';
import MarkdownTwinLink from '@site/src/components/MarkdownTwinLink';

type Props = ComponentProps<typeof Metadata>;

export default function MetadataWrapper(props: Props) {
  const { metadata } = useDoc();
  const title = useTranslatedTitle(metadata.title);
  const product = PRODUCTS[useDocsConfig().product];
  return (
    <>
      <Metadata {...props} />
      {title !== metadata.title && <PageMetadata title={title} />}
      <Head>
        <meta name="mui:productId" content={product.id} />
        <meta name="mui:productCategoryId" content={product.categoryId} />
      </Head>
      <MarkdownTwinLink />
    </>
  );
}
