import React, { Suspense, lazy, useState } from 'react';
import clsx from 'clsx';
import { useTranslate } from '@site/src/components/DocsProvider';
import styles from './styles.module.css';

// The drawer pulls in MUI's Drawer and toggle buttons: load it on first use, not on every page.
const SettingsDrawer = lazy(() => import('@site/src/components/SettingsDrawer'));

export default function SettingsButton({ mobile }: { mobile?: boolean }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = (
    <button
      type="button"
      className={clsx('clean-btn', styles.button, mobile && 'menu__link')}
      aria-label={t('settings.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => {
        setRequested(true);
        setOpen(true);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1l.3 2.7h4l.4-2.7a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
          transform="translate(-1 0)"
        />
      </svg>
      {mobile && <span className={styles.mobileLabel}>{t('settings.title')}</span>}
    </button>
  );
  return (
    <>
      {mobile ? <li className="menu__list-item">{button}</li> : button}
      {requested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
