// Swizzled (ejected, small) from @docusaurus/theme-classic 3.10 (MIT, Facebook, Inc. and its
// affiliates). The buttons are still browser-only, but a block's buttons are mounted once the block
// has been rendered on screen instead of all at start-up: they are invisible until the block is
// hovered or focused, and on a long page mounting them for every block was most of the first
// render after hydration (170 elements and their icons on HTTP Routing).
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { CodeBlockContextProvider, useCodeBlockContext } from '@docusaurus/theme-common/internal';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import { useRenderedContent } from '@site/src/hooks/useRenderedContent';
import { useCopyText } from '../notation';
import styles from './styles.module.css';

export default function CodeBlockButtons({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const rendered = useRenderedContent(wordWrap.codeBlockRef);
  // Line notation: Copy gives the result, without the removed lines (src/theme/CodeBlock/notation.ts).
  const copyText = useCopyText();
  if (!rendered) return null;
  return (
    <div className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton />
      {copyText === undefined ? (
        <CopyButton />
      ) : (
        <CodeBlockContextProvider metadata={{ ...metadata, code: copyText }} wordWrap={wordWrap}>
          <CopyButton />
        </CodeBlockContextProvider>
      )}
    </div>
  );
}
