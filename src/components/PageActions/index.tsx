// The page actions button, placed by PageHeader right after a guide's title. Only the button is part
// of the page's first load (every text guide pays for it): the menu, its keys, copying and styles
// are a chunk fetched when the reader points at, focuses or presses the button, and the icon is
// drawn by the stylesheet.
import React, { useState, type ComponentType } from 'react';
import { useTranslate } from '@site/src/components/DocsProvider';
import type { PageActionsMenuProps } from './PageActionsMenu';
import styles from './PageActions.module.css';

const MENU_ID = 'page-actions-menu';

const loadMenu = () => import('./PageActionsMenu');
// Warming the chunk is a hint: a failure here shows again, and is handled, when the button is pressed.
const preload = () => void loadMenu().catch(() => undefined);

export default function PageActions() {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [Menu, setMenu] = useState<ComponentType<PageActionsMenuProps>>();
  const show = () => {
    setOpen(true);
    // The button stays live while the chunk loads; the menu appears once it is there, unless the
    // reader closed it meanwhile. A chunk that fails to load leaves it closed, to be tried again.
    loadMenu().then(
      (module) => setMenu(() => module.default),
      () => setOpen(false),
    );
  };
  const label = t('pageActions.label');
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => (open ? setOpen(false) : show())}
      />
      {/* The menu finds its button as its previous sibling, to give it focus back. */}
      {open && Menu && <Menu id={MENU_ID} onOpenChange={setOpen} />}
    </>
  );
}
