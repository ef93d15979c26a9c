import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { ConfigFile, ConfigItem } from '@site/src/data/config/types';
import { configAnchorId, splitInlineCode } from '@site/src/lib/inlineCode';
import styles from './styles.module.css';

function InlineText({ text }: { text: string }): ReactNode {
  return splitInlineCode(text).map((segment, index) =>
    segment.code ? (
      <code key={index}>{segment.text}</code>
    ) : (
      <React.Fragment key={index}>{segment.text}</React.Fragment>
    ),
  );
}

interface ConfigCardProps {
  item: ConfigItem;
  path: readonly string[];
  depth: number;
}

/** One configuration item: name, description, type, default, environment variable, allowed values, children. */
export function ConfigCard({ item, path, depth }: ConfigCardProps): ReactNode {
  const id = configAnchorId(path);
  // Registers the card's id so that links to `…#settings.secret` pass the build's anchor check.
  useBrokenLinks().collectAnchor(id);
  const Heading = depth === 0 ? 'h3' : 'h4';
  return (
    // A plain <section> (no accessible name) so that dozens of cards do not become region landmarks.
    <section className={clsx(styles.card, depth > 0 && styles.child)}>
      <Heading id={id} className={clsx(styles.name, 'anchor')}>
        <code>{item.name}</code>
        <a
          className="hash-link"
          href={`#${id}`}
          aria-label={`Direct link to ${path.join(' › ')}`}
          title={`Direct link to ${path.join(' › ')}`}>
          {'\u200B'}
        </a>
      </Heading>
      <p className={styles.description}>
        <InlineText text={item.description} />
      </p>
      <dl className={styles.facts}>
        {item.type !== undefined && (
          <>
            <dt>Type</dt>
            <dd>
              <code>{item.type}</code>
            </dd>
          </>
        )}
        <dt>Default</dt>
        <dd>{item.default !== undefined ? <code>{item.default}</code> : <span className={styles.none}>none</span>}</dd>
        {item.env !== undefined && (
          <>
            <dt>Environment variable</dt>
            <dd>
              <code>{item.env}</code>
            </dd>
          </>
        )}
        {item.allowedValues !== undefined && (
          <>
            <dt>Allowed values</dt>
            <dd>
              {item.allowedValues.map((value, index) => (
                <React.Fragment key={value}>
                  {index > 0 && ', '}
                  <code>{value}</code>
                </React.Fragment>
              ))}
            </dd>
          </>
        )}
        {item.since !== undefined && (
          <>
            <dt>Since</dt>
            <dd>{item.since}</dd>
          </>
        )}
      </dl>
      {item.note !== undefined && (
        <p className={styles.note}>
          <InlineText text={item.note} />
        </p>
      )}
      {item.children !== undefined && item.children.length > 0 && (
        <div className={styles.children}>
          {item.children.map((child) => (
            <ConfigCard key={child.name} item={child} path={[...path, child.name]} depth={depth + 1} />
          ))}
        </div>
      )}
    </section>
  );
}

export interface ConfigReferenceProps {
  config: ConfigFile;
}

/** Every item of one configuration file, as cards, in the order the data lists them. */
export default function ConfigReference({ config }: ConfigReferenceProps): ReactNode {
  return (
    <div className={styles.reference}>
      <p className={styles.file}>
        Defined in <code>{config.file}</code>.
      </p>
      {config.items.map((item) => (
        <ConfigCard key={item.name} item={item} path={[item.name]} depth={0} />
      ))}
    </div>
  );
}
