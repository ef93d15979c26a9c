import { cardPath } from './socialCards';

// Apart from ./socialCards.ts so that docs pages, which import that module, do not carry this one.

/** The card an API reference group's entries share: `/img/social/docs/2.0/api/groups/<group>.png`. */
export function referenceGroupCard(indexUrl: string, group: string, baseUrl: string): string {
  const slug = group
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return cardPath(`${indexUrl.replace(/\/+$/, '')}/groups/${slug}`, baseUrl);
}
