// Swizzled (ejected, small) to render each code line as a <span> instead of a <div>: <code> may only
// contain phrasing content, so the stock markup is invalid HTML. CSS makes the span a block. On a
// sample's import lines, framework names are links to the API reference (plugins/remark-api-links).
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import { linkIdentifiers } from '@site/src/lib/api/codeLinks';
import styles from './styles.module.css';

type Props = LineProps & { links?: Readonly<Record<string, string>> };
type Token = Props['line'][number];

// Names in strings and comments (the module path) stay text.
const TEXT_TOKENS = /\b(string|comment)\b/;

function withLinks(token: Token, children: ReactNode, links: Props['links']): ReactNode {
  if (!links || typeof children !== 'string' || token.types.some((t) => TEXT_TOKENS.test(t))) return children;
  const parts = linkIdentifiers(children, links);
  if (parts.length === 1 && !parts[0]!.href) return children;
  return parts.map((part, i) =>
    part.href ? (
      <a key={i} href={part.href} className={styles.apiLink}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
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
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {withLinks(token, tokenProps.children, links)}
      </LineToken>
    );
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
