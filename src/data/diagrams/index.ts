/**
 * Every flow diagram by the name a page gives it (`::diagram{name="http-pipeline"}`): its content,
 * for the docs' Markdown twins (src/lib/llms). The component that draws each one is named in
 * plugins/remark-diagram; a unit test keeps the two lists the same.
 */
import type { FlowDiagramProps } from './types';
import { eventDispatch } from './event-dispatch';
import { httpPipeline } from './http-pipeline';
import { modelLifecycle } from './model-lifecycle';
import { providerLifecycle } from './provider-lifecycle';

export const DIAGRAM_DATA: Readonly<Record<string, FlowDiagramProps>> = {
  'provider-lifecycle': providerLifecycle,
  'http-pipeline': httpPipeline,
  'event-dispatch': eventDispatch,
  'model-lifecycle': modelLifecycle,
};
