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

type Props = LineProps & { links?: Readonly<Record<string, string>> };
type Token = Props['line'][number];

// Names in strings and comments (the module path) stay text.
const TEXT_TOKENS = /\b(string|comment)\b/;

/** A token's text in parts, names that link marked with their URL (one plain part when none do). */
function tokenParts(token: Token, text: string, links: Props['links']): { text: string; href?: string }[] {
  if (!links || token.types.some((t) => TEXT_TOKENS.test(t))) return [{ text }];
  return linkIdentifiers(text, links);
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
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, styles.line, showLineNumbers && styles.codeLine),
  });
  const lineTokens = line.map((token, key) => {
    const plain = token.types.length === 1 && token.types[0] === 'plain';
    const tokenProps = getTokenProps({ token });
    // A token holding a linked name is split: the name's part sits in an <a>, styled as its token.
    return tokenParts(token, tokenProps.children, links).map((part, i) => {
      const rendered = (
        <LineToken key={`${key}.${i}`} {...tokenProps} line={line} token={token}>
          {part.text}
        </LineToken>
      );
      if (part.href)
        return (
          <a key={`${key}.${i}`} href={part.href} className={styles.apiLink}>
            {rendered}
          </a>
        );
      return plain ? <Fragment key={`${key}.${i}`}>{part.text}</Fragment> : rendered;
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
      <br />
    </span>
  );
}
