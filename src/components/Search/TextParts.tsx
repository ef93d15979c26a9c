import React, { type ReactNode } from 'react';
import type { TextPart } from '@site/src/lib/search/excerpt';

/** Text with the words that matched the query in <mark>. */
export default function TextParts({ parts }: { parts: readonly TextPart[] }): ReactNode {
  return parts.map((part, i) =>
    part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
  );
}
