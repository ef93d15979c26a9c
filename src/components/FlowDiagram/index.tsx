import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { splitInlineCode } from '@site/src/lib/inlineCode';
import type { FlowDiagramProps, FlowLanes, FlowStep } from '@site/src/data/diagrams/types';
import styles from './styles.module.css';

/**
 * A flow diagram drawn with HTML and CSS only: a <figure> whose <figcaption> names it and whose
 * ordered list of steps, styled as boxes joined by arrows, is its own text alternative. Nothing
 * runs in the browser; the markup is rendered at build time. Text in `backticks` becomes code.
 */

export type {
  FlowBlock,
  FlowDiagramProps,
  FlowExit,
  FlowLane,
  FlowLanes,
  FlowStep,
} from '@site/src/data/diagrams/types';

function Inline({ text }: { text: string }): ReactNode {
  return splitInlineCode(text).map((segment, index) =>
    segment.code ? (
      <code key={index}>{segment.text}</code>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}

function Step({ step }: { step: FlowStep }): ReactNode {
  return (
    <li className={clsx(styles.step, step.kind && styles[step.kind])}>
      {step.stage && (
        <div className={styles.stage}>
          <Inline text={step.stage} />
        </div>
      )}
      <div className={styles.name}>
        <Inline text={step.name} />
      </div>
      {step.text && (
        <div className={styles.text}>
          <Inline text={step.text} />
        </div>
      )}
      {step.exits && (
        <ul className={styles.exits}>
          {step.exits.map((exit) => (
            <li key={exit.label + exit.text}>
              <span className={clsx(styles.label, exit.tone === 'ok' && styles.ok)}>{exit.label}</span>{' '}
              <span>
                <Inline text={exit.text} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Lanes({ block }: { block: FlowLanes }): ReactNode {
  const List = block.order === 'then' ? 'ol' : 'ul';
  return (
    <li>
      <List className={clsx(styles.lanes, block.order === 'then' && styles.then)}>
        {block.lanes.map((lane) => (
          <li key={lane.title} className={styles.lane}>
            <div className={styles.laneTitle}>
              <Inline text={lane.title} />
            </div>
            {lane.text && (
              <div className={styles.text}>
                <Inline text={lane.text} />
              </div>
            )}
            <ol className={styles.steps}>
              {lane.steps.map((step, index) => (
                <Step key={index} step={step} />
              ))}
            </ol>
          </li>
        ))}
      </List>
    </li>
  );
}

export default function FlowDiagram({ caption, blocks, notes = [] }: FlowDiagramProps): ReactNode {
  return (
    <figure className={styles.diagram}>
      <figcaption className={styles.caption}>
        <Inline text={caption} />
      </figcaption>
      <ol className={styles.steps}>
        {blocks.map((block, index) =>
          'lanes' in block ? <Lanes key={index} block={block} /> : <Step key={index} step={block} />,
        )}
      </ol>
      {notes.map((note) => (
        <p key={note.title} className={clsx('alert', `alert--${note.tone ?? 'info'}`, styles.note)}>
          <strong>{note.title}:</strong> <Inline text={note.text} />
        </p>
      ))}
    </figure>
  );
}
