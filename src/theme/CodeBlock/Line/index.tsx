// Swizzled (ejected, small) to render each code line as a <span> instead of a <div>: <code> may only
// contain phrasing content, so the stock markup is invalid HTML. CSS makes the span a block. On a
// sample's import lines, framework names are links to the API reference (plugins/remark-api-links).
// Plain text is not wrapped in a <span class="token plain">: it takes the block's own color
// (src/css/code-theme.css has no rule for it), and those spans were a quarter of a docs page's
// elements (619 of 2,465 on HTTP Routing), each one more for the browser to style and lay out.
import React, { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { linkIdentifiers } from '@site/src/lib/api/codeLinks';
import styles from './styles.module.css';

/** A range of the line with recorded types (src/components/TypedCode): a name, or an expected error. */
export interface LineHover {
  col: number;
  len: number;
  /** Index into the block's hovers, read back from `data-hover` by the block's handlers. */
  index: number;
  error?: boolean;
}

type Props = LineProps & {
  links?: Readonly<Record<string, string>>;
  hovers?: readonly LineHover[];
  /** The type a `// ^?` line asks for, shown after it. */
  query?: string;
};
type Token = Props['line'][number];

/**
 * Text from column `start` of the line, split where the hovers begin and end: a hover that lies
 * inside the text becomes a button (only in a block whose types the reader has opened).
 */
function withHovers(text: string, start: number, hovers: Props['hovers'], key: string): ReactNode {
  const inside = hovers?.filter((h) => h.col >= start && h.col + h.len <= start + text.length);
  if (!inside?.length) return text;
  const out: ReactNode[] = [];
  let at = 0;
  for (const h of inside) {
    const from = h.col - start;
    if (from < at) continue;
    if (from > at) out.push(text.slice(at, from));
    out.push(
      <button
        key={`${key}h${h.index}`}
        type="button"
        tabIndex={-1}
        className={clsx('type-hover', h.error && 'type-hover--error')}
        data-hover={h.index}>
        {text.slice(from, from + h.len)}
      </button>,
    );
    at = from + h.len;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

// Names in strings and comments (the module path) stay text.
const TEXT_TOKENS = /\b(string|comment)\b/;

/** A token's text in parts, names that link marked with their URL (one plain part when none do). */
function tokenParts(token: Token, text: string, links: Props['links']): { text: string; href?: string }[] {
  if (!links || token.types.some((t) => TEXT_TOKENS.test(t))) return [{ text }];
  return linkIdentifiers(text, links);
}

/**
 * A token's props, as prism-react-renderer's getTokenProps gives them under the site's theme, which
 * has no token styles (src/lib/codeTheme.ts): its class names and its text. Built here because
 * getTokenProps copies every token's props through property descriptors: 0.24 s of a cold build's
 * rendering in a CPU profile, and a browser hydrating a page runs it too.
 */
function tokenPropsOf(token: Token): { className: string; children: string } {
  return { className: clsx('token', ...token.types), children: token.content };
}

// A line holding only '\n' would otherwise render two line breaks (its own and the <br/> below).
function fixLineBreak(line: Token[]): Token[] {
  const only = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return only ? [{ ...only, content: '' }] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  links,
  hovers,
  query,
  getLineProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  // Each part of each token, with the column it starts at (hovers are placed by column).
  const tokenPartsAt: {
    token: Token;
    tokenProps: ReturnType<typeof tokenPropsOf>;
    parts: { text: string; href?: string; start: number }[];
  }[] = [];
  let column = 0;
  for (const token of line) {
    const tokenProps = tokenPropsOf(token);
    const parts = tokenParts(token, tokenProps.children, links).map((part) => {
      const start = column;
      column += part.text.length;
      return { ...part, start };
    });
    tokenPartsAt.push({ token, tokenProps, parts });
  }
  const lineTokens = tokenPartsAt.map(({ token, tokenProps, parts }, key) => {
    const plain = token.types.length === 1 && token.types[0] === 'plain';
    // A token holding a linked name is split: the name's part sits in an <a>, styled as its token.
    return parts.map((part, i) => {
      // A name that links to its reference entry keeps its link, without a button inside it.
      const text = part.href ? part.text : withHovers(part.text, part.start, hovers, `${key}.${i}`);
      const rendered = (
        // The stock token types its children as text; it renders them in a <span>, buttons included.
        <LineToken key={`${key}.${i}`} {...tokenProps} line={line} token={token}>
          {text as string}
        </LineToken>
      );
      if (part.href) {
        // A linked name with recorded types shows them too: the link is its hover target.
        const typed = hovers?.find((h) => h.col === part.start && h.len === part.text.length);
        return (
          <a
            key={`${key}.${i}`}
            href={part.href}
            className={clsx(styles.apiLink, typed && 'type-hover')}
            data-hover={typed?.index}>
            {rendered}
          </a>
        );
      }
      return plain ? <Fragment key={`${key}.${i}`}>{text}</Fragment> : rendered;
    });
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      {query !== undefined && <span className="type-query"> {query}</span>}
      <br />
    </span>
  );
}
