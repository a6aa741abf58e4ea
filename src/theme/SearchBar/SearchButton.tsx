// The navbar's search button, with DocSearch's class names so its stylesheet draws it. The
// shortcut depends on the reader's platform, so the server renders the key box empty and the
// browser fills it after hydration (the box keeps its width: styles.css).
import React, { useEffect, useState, type ComponentPropsWithRef } from 'react';
import { shortcutModifier } from '@site/src/lib/search/shortcuts';

type Props = Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
  readonly text: string;
  readonly ariaLabel: string;
};

export default function SearchButton({ text, ariaLabel, ...buttonProps }: Props) {
  const [modifier, setModifier] = useState<ReturnType<typeof shortcutModifier> | null>(null);
  useEffect(() => setModifier(shortcutModifier(navigator.platform)), []);
  const shortcut = `${modifier?.key ?? 'Control'}+k`;
  return (
    <button
      {...buttonProps}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${ariaLabel} (${shortcut})`}
      aria-keyshortcuts={shortcut}
    >
      <span className="DocSearch-Button-Container">
        <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="7.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
          <path d="m20.5 20.5-4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className={`DocSearch-Button-Key${modifier.key === 'Control' ? ' DocSearch-Button-Key--ctrl' : ''}`}>
              {modifier.label}
            </kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
