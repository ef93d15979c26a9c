// Child process of the social-cards plugin: renders the cards (./render.mjs) while the site bundles,
// and sends back where each one is cached.
import { renderCards } from './render.mjs';

process.once('message', async ({ cards, cacheDir }) => {
  try {
    const results = await renderCards(cards, cacheDir);
    process.send({ results }, () => process.exit(0));
  } catch (error) {
    process.send({ fatal: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
  }
});
