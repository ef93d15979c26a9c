/** The search shortcut as the reader's keyboard labels it. */
export function shortcutLabel(nav: { platform?: string; userAgent?: string }): string {
  return /Mac|iPhone|iPad|iPod/.test(nav.platform || nav.userAgent || '') ? '⌘ K' : 'Ctrl K';
}

/** Whether a key press goes into a field (so "/" is typed there, not taken as the shortcut). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]');
  if (!field) return false;
  const type = (field as HTMLInputElement).type;
  return (
    field.tagName !== 'INPUT' ||
    !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(type)
  );
}
