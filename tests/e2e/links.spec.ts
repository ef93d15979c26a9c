import { LinkChecker } from 'linkinator';
import { test, expect } from './fixtures';

/**
 * Crawls the served site from the home page and checks that every internal page and asset answers.
 * External links are not fetched (the site must work offline and CI has no internet); their
 * count is reported so a reviewer can see them.
 */
test('no broken internal link, anchor or asset', async ({ baseURL }) => {
  test.setTimeout(10 * 60_000);
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 16,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const internal = result.links.filter((l) => l.url.startsWith(origin));
  const broken = internal.filter((l) => l.state === 'BROKEN').map((l) => `${l.status ?? ''} ${l.url} (on ${l.parent})`);
  const external = result.links.filter((l) => !l.url.startsWith(origin) && /^https?:/.test(l.url));
  console.log(
    `links: ${internal.length} internal checked, ${new Set(external.map((l) => l.url)).size} external not fetched`,
  );
  expect(internal.length).toBeGreaterThan(140); // every page plus its assets; fragments are checked in tests/build/links.test.ts
  expect(broken).toEqual([]);
});
