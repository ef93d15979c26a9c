/**
 * The sidebar group shown beside a docs result: the categories above the page, outermost first.
 * On its own so that every docs page (src/theme/DocItem/Content, which gives it to the index) does
 * not ship the result code of the search dialog.
 */
export function groupLabel(categoryLabels: readonly string[]): string {
  return categoryLabels.filter(Boolean).join(' › ');
}
