// Wrapped to show plan badges on headings that carry one (see src/lib/tocPlans.ts).
import React, { useMemo, type ComponentProps } from 'react';
import TOCItems from '@theme-original/TOCItems';
import { useTranslate } from '@site/src/components/DocsProvider';
import { decorateTocValue } from '@site/src/lib/tocPlans';

type Props = ComponentProps<typeof TOCItems>;
type TocItem = Props['toc'][number];

export default function TOCItemsWrapper(props: Props) {
  const t = useTranslate();
  const toc = useMemo(() => {
    const labels = { pro: t('plan.pro'), premium: t('plan.premium') };
    const decorate = (items: readonly TocItem[]): TocItem[] =>
      items.map((item) => ({ ...item, value: decorateTocValue(item.value, labels) }));
    return decorate(props.toc);
  }, [props.toc, t]);
  return <TOCItems {...props} toc={toc} />;
}
