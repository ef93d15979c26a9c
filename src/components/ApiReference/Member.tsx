import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { ApiMember, ApiReferenceData } from '@site/src/lib/api/reference';
import { sourceUrl } from '@site/src/lib/api/reference';
import { memberLabel } from '@site/src/lib/api/entrySections';
import type { EntryUrls } from '@site/src/lib/api/docText';
import Signature, { SignatureCode } from './Signature';
import styles from './styles.module.css';

interface Props {
  member: ApiMember;
  urls: EntryUrls;
  release: Pick<ApiReferenceData, 'repository' | 'tag'>;
  /** The constructor is its own section: its heading is the section's. */
  headingless?: boolean;
  /** Inherited members documented on the entry they come from: anchor → URL. */
  inheritedDocs?: Record<string, string>;
}

/** Badges that say how a member can be used: static, protected, abstract, optional, inherited. */
function Badges({ member }: { member: ApiMember }): ReactNode {
  const badges = [
    member.static && 'static',
    member.access,
    member.abstract && 'abstract',
    member.optional && 'optional',
    member.signatures.some((s) => s.deprecated !== undefined) && 'deprecated',
  ].filter((b): b is string => Boolean(b));
  return badges.map((badge) => (
    <span key={badge} className={styles.badge}>
      {badge}
    </span>
  ));
}

/**
 * One member of an entry: heading with its anchor, badges, signatures, where it comes from. A member
 * inherited from another entry links to its documentation there instead of repeating it.
 */
export default function Member({ member, urls, release, headingless, inheritedDocs }: Props): ReactNode {
  const from = member.inheritedFrom;
  const fromUrl = from && Object.prototype.hasOwnProperty.call(urls, from) ? urls[from] : undefined;
  // Set when the member is documented on the entry it comes from: its docs are there, not repeated.
  const documentedAt =
    inheritedDocs && Object.prototype.hasOwnProperty.call(inheritedDocs, member.anchor)
      ? inheritedDocs[member.anchor]
      : undefined;
  return (
    <section className={styles.member}>
      {!headingless && (
        <Heading as="h3" id={member.anchor} className={styles.memberHeading}>
          <code>{memberLabel(member)}</code>
          <Badges member={member} />
        </Heading>
      )}
      {(from || member.source || headingless) && (
        <p className={styles.memberMeta}>
          {headingless && <Badges member={member} />}
          {from && (
            <>
              Inherited from{' '}
              {documentedAt ? (
                <Link to={documentedAt}>{from}</Link>
              ) : fromUrl ? (
                <Link to={fromUrl}>{from}</Link>
              ) : (
                <code>{from}</code>
              )}
              {member.source && ' · '}
            </>
          )}
          {member.source && (
            <a href={sourceUrl(release, member.source)}>
              {member.source.file.split('/').pop()}, line {member.source.line}
            </a>
          )}
        </p>
      )}
      {/* A member inherited from another entry shows its signature; its docs are on that entry. */}
      {member.signatures.map((signature, i) =>
        documentedAt ? (
          <SignatureCode key={i} text={signature.text} urls={urls} />
        ) : (
          <Signature key={i} signature={signature} urls={urls} />
        ),
      )}
    </section>
  );
}
