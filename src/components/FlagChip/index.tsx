import React from 'react';
import clsx from 'clsx';
import { useTranslate } from '@site/src/components/DocsProvider';
import styles from './styles.module.css';

export type Flag = 'new' | 'planned' | 'preview';

export default function FlagChip({ flag }: { flag: Flag }) {
  const t = useTranslate();
  return <span className={clsx(styles.chip, styles[flag])}>{t(`chip.${flag}`)}</span>;
}
