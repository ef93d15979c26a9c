/**
 * The types of a code block's names, once the reader has reached the block (src/theme/CodeBlock/
 * Content renders each name the compiler knows as a button, from plugins/sample-types' data): a popup
 * with the name's quick info as TypeScript prints it, the first sentence of its doc comment and its
 * API reference entry.
 *
 * - Pointer: the popup opens over a name and stays while the pointer is on the name or the popup.
 * - Keyboard: Tab from the block reaches its names as one stop; arrow keys, Home and End move
 *   between them; the focused name's popup is its description for screen readers; Enter opens its
 *   reference entry; Escape closes the popup.
 * - Touch: a tap opens the popup, a tap elsewhere closes it.
 * The popup is laid out within the screen, 360 px wide phones included.
 */
import React, {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { BlockTypes } from '@site/src/theme/CodeBlock/types';
import styles from './styles.module.css';

interface Props {
  block: RefObject<HTMLPreElement | null>;
  types: BlockTypes;
}

interface Shown {
  index: number;
  button: HTMLElement;
}

/** The block's names with types, in reading order: buttons, and the import lines' reference links. */
const buttonsOf = (pre: HTMLElement): HTMLElement[] => [...pre.querySelectorAll<HTMLElement>('.type-hover')];

export default function TypedCode({ block, types }: Props): ReactNode {
  const popupId = useId();
  const referenceBase = useBaseUrl(`/docs/${types.version}/api/`);
  const [shown, setShown] = useState<Shown | null>(null);
  const popup = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number>(undefined);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const hoverAt = useCallback(
    (index: number) => {
      if (index < types.hovers.length) {
        const [, , , info, doc, ref] = types.hovers[index]!;
        return {
          info: types.strings[info]!,
          doc: doc >= 0 ? types.strings[doc] : undefined,
          ref: ref >= 0 ? types.strings[ref] : undefined,
        };
      }
      const error = types.errors?.[index - types.hovers.length];
      return { info: error ? error[3] : '', error: true as const };
    },
    [types],
  );

  const show = useCallback((button: HTMLElement) => {
    window.clearTimeout(closeTimer.current);
    setShown({ index: Number(button.dataset.hover), button });
  }, []);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setShown(null);
  }, []);
  const closeSoon = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setShown(null), 300);
  }, []);

  // The names are one tab stop (roving tabindex): the first is reachable, the others by arrow keys.
  useEffect(() => {
    const pre = block.current;
    if (!pre) return undefined;
    buttonsOf(pre).forEach((button, i) => (button.tabIndex = i === 0 ? 0 : -1));
    const target = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('.type-hover');
    const onOver = (event: PointerEvent) => {
      const button = target(event);
      if (button && event.pointerType !== 'touch') show(button);
    };
    const onOut = (event: PointerEvent) => {
      if (target(event) && event.pointerType !== 'touch') closeSoon();
    };
    const onFocus = (event: FocusEvent) => {
      const button = target(event);
      if (!button) return;
      for (const other of buttonsOf(pre)) other.tabIndex = other === button ? 0 : -1;
      show(button);
    };
    const onBlur = (event: FocusEvent) => {
      if (target(event) && !pre.contains(event.relatedTarget as Node | null)) close();
    };
    const onClick = (event: MouseEvent) => {
      const button = target(event);
      // A reference link opens its entry itself.
      if (!button || button.tagName === 'A') return;
      const index = Number(button.dataset.hover);
      // A tap shows the popup; Enter (or a click) on a name with an entry opens the entry.
      const ref = hoverAt(index).ref;
      if (event.detail === 0 && ref) window.location.assign(`${referenceBase}${ref}`);
      else show(button);
    };
    const onKey = (event: KeyboardEvent) => {
      const button = target(event);
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (!button) return;
      const all = buttonsOf(pre);
      const at = all.indexOf(button);
      const next =
        event.key === 'ArrowRight' || event.key === 'ArrowDown'
          ? all[at + 1]
          : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
            ? all[at - 1]
            : event.key === 'Home'
              ? all[0]
              : event.key === 'End'
                ? all.at(-1)
                : undefined;
      if (next) {
        event.preventDefault();
        next.focus();
      }
    };
    // A name already under the pointer or focused when the types arrived.
    const current = pre.querySelector<HTMLElement>('.type-hover:hover, .type-hover:focus');
    const frame = current ? window.requestAnimationFrame(() => show(current)) : 0;
    // One signal removes every listener.
    const listeners = new AbortController();
    const { signal } = listeners;
    pre.addEventListener('pointerover', onOver, { signal });
    pre.addEventListener('pointerout', onOut, { signal });
    pre.addEventListener('focusin', onFocus, { signal });
    pre.addEventListener('focusout', onBlur, { signal });
    pre.addEventListener('click', onClick, { signal });
    pre.addEventListener('keydown', onKey, { signal });
    return () => {
      window.cancelAnimationFrame(frame);
      listeners.abort();
    };
  }, [block, show, close, closeSoon, hoverAt, referenceBase]);

  // Escape anywhere, a tap outside, or scrolling closes the popup.
  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    const onDown = (event: PointerEvent) => {
      const node = event.target as Node;
      if (!popup.current?.contains(node) && !shown.button.contains(node)) close();
    };
    shown.button.setAttribute('aria-describedby', popupId);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      shown.button.removeAttribute('aria-describedby');
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
      window.removeEventListener('scroll', close);
    };
  }, [shown, close, popupId]);

  // Below the name, inside the screen.
  useLayoutEffect(() => {
    if (!shown || !popup.current) {
      setPosition(null);
      return;
    }
    const anchor = shown.button.getBoundingClientRect();
    const box = popup.current.getBoundingClientRect();
    const margin = 8;
    const left = Math.max(margin, Math.min(anchor.left, window.innerWidth - box.width - margin));
    const below = anchor.bottom + 4;
    const top =
      below + box.height > window.innerHeight - margin ? Math.max(margin, anchor.top - box.height - 4) : below;
    setPosition({ top, left });
  }, [shown]);

  if (!shown) return null;
  const hover = hoverAt(shown.index);
  return createPortal(
    <div
      ref={popup}
      id={popupId}
      role="tooltip"
      className={styles.popup}
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }}
      onPointerEnter={() => window.clearTimeout(closeTimer.current)}
      onPointerLeave={closeSoon}>
      <code className={styles.info}>{hover.info}</code>
      {'doc' in hover && hover.doc && <p className={styles.doc}>{hover.doc}</p>}
      {'ref' in hover && hover.ref && (
        <a className={styles.ref} href={`${referenceBase}${hover.ref}`} tabIndex={-1}>
          API reference<span className={styles.hint}> (Enter)</span>
        </a>
      )}
    </div>,
    document.body,
  );
}
