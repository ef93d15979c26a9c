import React, { type ReactNode } from 'react';
import FlowDiagram from '@site/src/components/FlowDiagram';
import { eventDispatch } from '@site/src/data/diagrams/event-dispatch';

// The content is data (src/data/diagrams/event-dispatch.ts), which the docs' Markdown twins write as text.

export default function EventDispatchDiagram(): ReactNode {
  return <FlowDiagram {...eventDispatch} />;
}
