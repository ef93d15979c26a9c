import type { PrismTheme } from 'prism-react-renderer';

/**
 * The Prism theme for both color modes: no inline colors at all. Prism's tokens carry class names
 * (`token keyword`) and src/css/code-theme.css colors them for the light and the dark mode, so
 * the server-rendered code is already right in either mode, and the code blocks need no second
 * render after hydration (the stock CodeBlock re-renders every block to swap inline colors).
 */
export const codeTheme: PrismTheme = { plain: {}, styles: [] };
