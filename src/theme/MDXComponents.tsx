// Swizzled (wrapped) to make the site's MDX components available on every page without an import,
// and to render Markdown tables in a keyboard-scrollable box.
import MDXComponents from '@theme-original/MDXComponents';
import AnchorNav from '@site/src/components/AnchorNav';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  AnchorNav,
  table: ScrollableTable,
};
