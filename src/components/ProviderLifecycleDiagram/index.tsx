import React, { type ReactNode } from 'react';
import FlowDiagram from '@site/src/components/FlowDiagram';
import { providerLifecycle } from '@site/src/data/diagrams/provider-lifecycle';

// The content is data (src/data/diagrams/provider-lifecycle.ts), which the docs' Markdown twins write as text.

export default function ProviderLifecycleDiagram(): ReactNode {
  return <FlowDiagram {...providerLifecycle} />;
}
