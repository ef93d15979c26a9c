// Swizzled (ejected) from @docusaurus/theme-classic 3.10 (MIT, Facebook, Inc. and its affiliates).
// Changed: while the page first hydrates, a code block reuses its server-rendered, already
// highlighted <code> markup (src/lib/serverCodeHtml.ts) instead of highlighting again and hydrating
// one element per token. Blocks mounted later (client-side navigation) highlight with Prism, which
// the browser loads on demand (#highlighter, see plugins/highlighter), with the swizzled Line that
// renders tokens; until it has loaded, the block shows its code as plain text.
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { usePrismTheme } from '@docusaurus/theme-common';
import { HIGHLIGHTER_CHUNKS, loadedHighlighter, loadHighlighter } from '#highlighter';
import type { Props } from '@theme/CodeBlock/Content';
import { takeServerCodeHtml } from '@site/src/lib/serverCodeHtml';
import { useApiLinks } from '../ApiLinks';
import { useTypesKey, type TypedBlock } from '../types';
import { prefetchChunksWhenIdle } from '@site/src/lib/linkPrefetch';
import styles from './styles.module.css';

type PreProps = ComponentProps<'pre'> & { lines: number };

const Pre = React.forwardRef<HTMLPreElement, PreProps>(({ lines, ...props }, ref) => (
  <pre
    ref={ref}
    // A scrollable region must be reachable with the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    // Its height while it is off screen and not laid out (styles.module.css).
    style={{ ...props.style, '--code-block-lines': lines } as React.CSSProperties}
  />
));
Pre.displayName = 'Pre';

function Code(props: ComponentProps<'code'>): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

let highlighterScheduled = false;

// The popups of a block's types, in a chunk of their own, loaded with the block's types.
const loadTypedCode = () => import(/* webpackChunkName: "typed-code" */ '@site/src/components/TypedCode');
const loadTypesData = () => import(/* webpackChunkName: "typed-code" */ '../typesData');
const TypedCode = lazy(loadTypedCode);

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  // Word wrap is a class on the block (styles.module.css), not a style written into the code element.
  const wrapped = wordWrap.isEnabled && styles.codeBlockWrapped;
  const prismTheme = usePrismTheme();
  const apiLinks = useApiLinks();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const lineCount = code.split('\n').length;
  // Read once, when the block mounts: the markup stays as the server rendered it from then on.
  const [serverHtml] = useState(() => takeServerCodeHtml(code));
  const [highlighter, setHighlighter] = useState(() => (serverHtml === null ? loadedHighlighter() : null));
  // Recorded types (plugins/sample-types): fetched, with the highlighter, the first time a reader
  // points at the block, taps it or moves focus into it; the block then renders its names as buttons.
  const typesKey = useTypesKey();
  const typesBase = useBaseUrl('/');
  const [types, setTypes] = useState<TypedBlock | null | 'loading'>(null);
  // The typed block is a new <pre>: it takes the focus back when the reader's focus brought the types.
  const refocus = useRef(false);
  const openTypes = useCallback(() => {
    // The types' files are written by a production build only (plugins/sample-types).
    if (!typesKey || types !== null || process.env.NODE_ENV !== 'production') return;
    refocus.current = document.activeElement === codeBlockRef.current;
    setTypes('loading');
    void Promise.all([
      loadTypesData().then((m) => m.fetchTypes(typesBase, typesKey)),
      highlighter ?? loadHighlighter(),
      loadTypedCode(),
    ]).then(([data, loaded]) => {
      setHighlighter(loaded);
      // No data (development, offline): the block stays as it is, and is not asked again.
      setTypes(data ?? 'loading');
    });
  }, [typesKey, types, typesBase, highlighter, codeBlockRef]);
  const typed = types !== null && types !== 'loading' ? types : null;
  useEffect(() => {
    if (!typed || !refocus.current) return;
    refocus.current = false;
    codeBlockRef.current?.focus();
  }, [typed, codeBlockRef]);
  const typeEvents =
    typesKey && types === null ? { onPointerEnter: openTypes, onFocus: openTypes, onTouchStart: openTypes } : {};
  useEffect(() => {
    // A page with code has the highlighter fetched (not run) in idle time, for the next navigation.
    if (serverHtml !== null && !highlighterScheduled) {
      highlighterScheduled = true;
      prefetchChunksWhenIdle(HIGHLIGHTER_CHUNKS);
    }
  }, [serverHtml]);
  useEffect(() => {
    if (serverHtml !== null || highlighter) return undefined;
    let mounted = true;
    void loadHighlighter().then((loaded) => mounted && setHighlighter(loaded));
    return () => {
      mounted = false;
    };
  }, [serverHtml, highlighter]);

  // Without Prism: the server's highlighted markup, or plain text until Prism has loaded.
  if ((serverHtml !== null && !typed) || !highlighter) {
    return (
      <Pre
        ref={codeBlockRef}
        lines={lineCount}
        {...typeEvents}
        className={clsx(classNameProp, `prism-code language-${language}`, wrapped)}>
        {serverHtml !== null ? <Code dangerouslySetInnerHTML={{ __html: serverHtml }} /> : <Code>{code}</Code>}
      </Pre>
    );
  }

  // The swizzled Line comes with Prism (#highlighter): its props add the import line's links (`links`).
  const { Highlight, Line, importLineLinks } = highlighter;
  // Import lines link their framework names to the API reference (plugins/remark-api-links).
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({ className, style, tokens: lines, getLineProps, getTokenProps }) => {
        const links =
          apiLinks && importLineLinks(lines.length, (i) => lines[i]!.map((t) => t.content).join(''), apiLinks);
        return (
          <>
            <Pre
              ref={codeBlockRef}
              lines={lineCount}
              {...typeEvents}
              className={clsx(classNameProp, className, wrapped)}
              style={style}>
              <Code>
                {lines.map((line, i) => (
                  <Line
                    key={i}
                    line={line}
                    getLineProps={getLineProps}
                    getTokenProps={getTokenProps}
                    classNames={lineClassNames[i]}
                    showLineNumbers={lineNumbersStart !== undefined}
                    links={links?.[i]}
                    hovers={typed?.byLine.get(i)}
                    query={typed?.queries.get(i)}
                  />
                ))}
              </Code>
            </Pre>
            {typed && (
              <Suspense fallback={null}>
                <TypedCode block={codeBlockRef} types={typed.types} />
              </Suspense>
            )}
          </>
        );
      }}
    </Highlight>
  );
}
