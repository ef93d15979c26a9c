// Child process of the social-cards plugin: renders the cards (./render.mjs) while the pages are
// rendered, and sends back where each one is cached.
import { renderCards } from './render.mjs';

// A build that fails before its post-build step exits without waiting for the cards: the channel
// closes, and the drawing stops with it.
process.once('disconnect', () => process.exit(0));

process.once('message', async ({ cards, cacheDir }) => {
  try {
    const results = await renderCards(cards, cacheDir);
    process.send({ results }, () => process.exit(0));
  } catch (error) {
    process.send({ fatal: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
  }
});
