// Swizzled (ejected, small). The stock CodeBlock re-mounts every code block once the page has
// hydrated (key={isBrowser}) to swap the Prism theme's inline colors for the current color mode:
// a second highlight of every block, the largest task after hydration on a docs page. Our code
// colors come from CSS for both modes (src/css/code-theme.css), so the server-rendered block is
// already right and is kept as it is.
import React, { isValidElement, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';

/** Plain string children become one string (so the block can be copied); elements stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
