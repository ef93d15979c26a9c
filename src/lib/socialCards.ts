/**
 * Social cards (plugins/social-cards renders them, src/components/SocialCard points pages at them):
 * one 1200×630 PNG per guide page, post and the home page, one per API reference group, and a
 * site card for every other page. A card's file follows from its page's route, so a page needs no
 * data from the build to name it. Pure, for the plugin, the pages and the tests.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the cards are served, under the site's base path. */
export const CARD_DIR = 'img/social';
/** The card of every page without its own (blog lists, tags, community pages, 404). */
export const SITE_CARD = `${CARD_DIR}/site.png`;

/**
 * The card's path for a page's route (base path included): `/docs/2.0/http/routing` →
 * `/img/social/docs/2.0/http/routing.png`; the home page's is `/img/social/index.png`.
 */
export function cardPath(route: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const inSite = route.startsWith(base) ? route.slice(base.length) : route.replace(/^\/+/, '');
  const name = inSite.replace(/\/+$/, '') || 'index';
  return `${base}${CARD_DIR}/${name}.png`;
}

/** The text alternative of a card: what it shows. */
export function cardAlt(title: string, context: string): string {
  return `${title}: ${context}`;
}
