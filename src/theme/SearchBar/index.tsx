// The navbar's search button (the classic theme has no search of its own). It stays small on every
// page: the dialog (src/components/Search) and the index (plugins/search) load the first time the
// reader opens search, or starts to, by pointing at or focusing the button. Opens on a click,
// Ctrl+K / ⌘K, or "/" when the reader is not typing in a field.
import React, { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { isTypingTarget, shortcutLabel } from '@site/src/lib/search/shortcut';
import styles from './styles.module.css';

type Dialog = ComponentType<{ onClose: () => void }>;
let dialogModule: Promise<Dialog> | null = null;
const loadDialog = () => (dialogModule ??= import('@site/src/components/Search/SearchDialog').then((m) => m.default));

export default function SearchBar(): ReactNode {
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [isOpen, setOpen] = useState(false);
  // The server cannot know the reader's keyboard: "Ctrl K" until the page runs in the browser.
  const shortcut = useIsBrowser() ? shortcutLabel(navigator) : 'Ctrl K';
  const returnFocus = useRef<HTMLElement | null>(null);

  const open = useCallback(() => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setOpen(true);
    void loadDialog().then((component) => setDialog(() => component));
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus();
  }, []);
  const prefetch = () => void loadDialog().then((component) => setDialog(() => component));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
      if (!k && !slash) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog">
        <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l4.14 4.15-1.06 1.06-4.15-4.14A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label}>Search</span>
        <kbd className={styles.keys} aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {isOpen && Dialog && <Dialog onClose={close} />}
    </>
  );
}
