// Swizzled (ejected, small) from @docusaurus/theme-classic 3.10 (MIT, Facebook, Inc. and its
// affiliates) to use the site's lighter word-wrap hook (src/hooks/useCodeWordWrap.ts): one shared
// ResizeObserver instead of a listener, an observer and a forced layout per code block. Also hands
// the sample's API reference links (plugins/remark-api-links) down to the lines that render them.
import React, { useMemo, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, createCodeBlockMetadata } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type { Props } from '@theme/CodeBlock/Content/String';
import { useCodeWordWrap } from '@site/src/hooks/useCodeWordWrap';
import { ApiLinksContext, parseApiLinks } from '../ApiLinks';
import { blockNotation, copyText, CopyTextContext } from '../notation';
import { TypesKeyContext } from '../types';

export default function CodeBlockString(
  props: Props & { apiLinks?: string; codeNotation?: string; typesKey?: string },
): ReactNode {
  const { prism } = useThemeConfig();
  const parsed = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  // Line notation: its classes join the block's own (magic comments, `{1,3}`), Copy leaves removed lines out.
  const notation = useMemo(() => blockNotation(props.codeNotation), [props.codeNotation]);
  const metadata = notation
    ? {
        ...parsed,
        lineClassNames: Object.fromEntries(
          [...new Set([...Object.keys(parsed.lineClassNames), ...Object.keys(notation.lineClassNames)])].map((line) => [
            line,
            [...(parsed.lineClassNames[Number(line)] ?? []), ...(notation.lineClassNames[Number(line)] ?? [])],
          ]),
        ),
      }
    : parsed;
  const wordWrap = useCodeWordWrap();
  const apiLinks = useMemo(() => parseApiLinks(props.apiLinks), [props.apiLinks]);
  const copy = notation ? copyText(metadata.code, notation) : undefined;
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <ApiLinksContext.Provider value={apiLinks}>
        <CopyTextContext.Provider value={copy}>
          <TypesKeyContext.Provider value={props.typesKey}>
            <CodeBlockLayout />
          </TypesKeyContext.Provider>
        </CopyTextContext.Provider>
      </ApiLinksContext.Provider>
    </CodeBlockContextProvider>
  );
}
