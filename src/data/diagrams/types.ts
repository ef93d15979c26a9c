/** The shape of a flow diagram (src/components/FlowDiagram draws it; src/lib/llms writes it as Markdown). */

/** A way out of the flow at a step: a status code, or a word such as "throws". */
export interface FlowExit {
  label: string;
  text: string;
  /** `ok` for a normal answer (2xx); the default is an error. */
  tone?: 'ok' | 'error';
}

export interface FlowStep {
  /** The part of the framework or the config list the step belongs to, shown above its name. */
  stage?: string;
  /** What runs, e.g. "`SecurityMiddleware`". */
  name: string;
  /** What it does, one short sentence. */
  text?: string;
  /** Marks the box with an accent color; the name says the same in words. */
  kind?: 'observer' | 'event';
  exits?: FlowExit[];
}

export interface FlowLane {
  title: string;
  text?: string;
  steps: FlowStep[];
}

/** Lanes side by side: `then` runs them one after the other, `or` takes one of them. */
export interface FlowLanes {
  lanes: FlowLane[];
  order: 'then' | 'or';
}

export type FlowBlock = FlowStep | FlowLanes;

export interface FlowDiagramProps {
  caption: string;
  blocks: FlowBlock[];
  /** Facts the boxes cannot show; `warning` marks where 2.0.6 differs from the intended behavior. */
  notes?: { title: string; text: string; tone?: 'info' | 'warning' }[];
}
