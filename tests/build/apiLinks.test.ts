import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { apiLinksReport } from '../../plugins/remark-api-links/report';
import { createSiteConfig } from '../../src/site';

/**
 * The guides link to the API reference (plugins/remark-api-links): on every docs page of each
 * version with reference data, every name a sample imports from a framework module is a link to its
 * entry in the page's code, and at least 90% of the inline code in prose that names a documented
 * class or helper links to it.
 */
const root = join(__dirname, '..', '..');
const versions = JSON.parse(readFileSync(join(root, 'versions.json'), 'utf8')) as string[];
const report = apiLinksReport(root, join(root, 'build'), versions[0]!, createSiteConfig(process.env).baseUrl);

describe(`links from the ${versions[0]} guides to the API reference`, () => {
  it('covers the guide pages', () => {
    expect(report.pages).toBeGreaterThan(50);
  });

  it('links every framework import of every sample to its entry', () => {
    expect(report.sampleImports).toBeGreaterThan(1000);
    expect(report.missingSampleLinks).toEqual([]);
  });

  it('links at least 90% of the inline code that names an entry', () => {
    expect(report.proseLinks).toBeGreaterThan(100);
    expect(report.proseCoverage).toBeGreaterThanOrEqual(0.9);
  });
});
