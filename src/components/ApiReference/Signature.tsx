import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { ApiSignature } from '@site/src/lib/api/reference';
import { linkSignature, type EntryUrls } from '@site/src/lib/api/docText';
import DocText, { DocLine } from './DocText';
import styles from './styles.module.css';

/** A signature as TypeScript that wraps on a phone, the names of other entries linked. */
export function SignatureCode({ text, urls }: { text: string; urls: EntryUrls }): ReactNode {
  return (
    <pre className={styles.signature}>
      <code>
        {linkSignature(text, urls).map((part, i) =>
          part.href ? (
            <Link key={i} to={part.href}>
              {part.text}
            </Link>
          ) : (
            part.text
          ),
        )}
      </code>
    </pre>
  );
}

/** One signature: its code, doc comment, parameters, return value, exceptions and deprecation. */
export default function Signature({ signature, urls }: { signature: ApiSignature; urls: EntryUrls }): ReactNode {
  const { params = [], throws = [] } = signature;
  return (
    <div className={styles.signatureBlock}>
      <SignatureCode text={signature.text} urls={urls} />
      {signature.deprecated !== undefined && (
        <p className={styles.deprecated}>
          <strong>Deprecated.</strong> <DocLine text={signature.deprecated} urls={urls} />
        </p>
      )}
      <DocText doc={signature.doc} urls={urls} />
      {params.length > 0 && (
        <dl className={styles.details}>
          <dt>Parameters</dt>
          {params.map((param) => (
            <dd key={param.name}>
              <code>{param.name}</code>
              {param.default !== undefined && (
                <>
                  {' '}
                  (default <code>{param.default}</code>)
                </>
              )}
              {param.doc && (
                <>
                  {': '}
                  <DocLine text={param.doc} urls={urls} />
                </>
              )}
            </dd>
          ))}
        </dl>
      )}
      {(signature.returns || throws.length > 0) && (
        <dl className={styles.details}>
          {signature.returns && (
            <>
              <dt>Returns</dt>
              <dd>
                <DocLine text={signature.returns} urls={urls} />
              </dd>
            </>
          )}
          {throws.length > 0 && <dt>Throws</dt>}
          {throws.map((text, i) => (
            <dd key={i}>
              <DocLine text={text} urls={urls} />
            </dd>
          ))}
        </dl>
      )}
    </div>
  );
}
