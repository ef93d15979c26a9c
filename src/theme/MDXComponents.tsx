// Swizzled (wrapped) to render Markdown tables in a keyboard-scrollable box. The site's own MDX
// components (AnchorNav, ConfigReference) are imported by the pages that use them, so their code
// ships with those pages only, not with every page's first load.
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
