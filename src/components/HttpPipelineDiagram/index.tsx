import React, { type ReactNode } from 'react';
import FlowDiagram from '@site/src/components/FlowDiagram';
import { httpPipeline } from '@site/src/data/diagrams/http-pipeline';

// The content is data (src/data/diagrams/http-pipeline.ts), which the docs' Markdown twins write as text.

export default function HttpPipelineDiagram(): ReactNode {
  return <FlowDiagram {...httpPipeline} />;
}
