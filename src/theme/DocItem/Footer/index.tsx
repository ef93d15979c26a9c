// Wrapped (not ejected): "Was this page helpful?" comes first, then the theme's own footer (tags,
// "Edit this page", "Last updated").
import React, { type ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { label } = useDocsVersion();
  return (
    <>
      <PageFeedback title={metadata.title} path={metadata.permalink} version={label} />
      <Footer {...props} />
    </>
  );
}
