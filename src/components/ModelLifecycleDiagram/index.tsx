import React, { type ReactNode } from 'react';
import FlowDiagram from '@site/src/components/FlowDiagram';
import { modelLifecycle } from '@site/src/data/diagrams/model-lifecycle';

// The content is data (src/data/diagrams/model-lifecycle.ts), which the docs' Markdown twins write as text.

export default function ModelLifecycleDiagram(): ReactNode {
  return <FlowDiagram {...modelLifecycle} />;
}
