import { docsEntryPath, docsVersionSetup } from '../../src/lib/versions';
import versions from '../../versions.json';

describe('docs version setup derived from versions.json', () => {
  it('makes the first entry the latest release, served under its own name', () => {
    const setup = docsVersionSetup(['2.0'], false);
    expect(setup.lastVersion).toBe('2.0');
    expect(setup.includeCurrentVersion).toBe(false);
    expect(setup.onlyIncludeVersions).toEqual(['2.0']);
    expect(setup.versions['2.0']).toMatchObject({ label: '2.0', path: '2.0', banner: 'none' });
    expect(setup.versions.current).toBeUndefined();
  });

  it('serves every released version under its name after a new version is cut', () => {
    const setup = docsVersionSetup(['2.1', '2.0'], false);
    expect(setup.lastVersion).toBe('2.1');
    expect(setup.versions['2.1'].path).toBe('2.1');
    expect(setup.versions['2.0'].path).toBe('2.0');
    expect(setup.versions['2.0'].banner).toBeUndefined();
    expect(docsEntryPath(['2.1', '2.0'])).toBe('/docs/2.1/getting-started/introduction');
  });

  it('publishes docs/ as an unreleased, unindexed "next" version only on request', () => {
    const setup = docsVersionSetup(['2.0'], true);
    expect(setup.includeCurrentVersion).toBe(true);
    expect(setup.onlyIncludeVersions).toEqual(['current', '2.0']);
    expect(setup.versions.current).toMatchObject({ path: 'next', banner: 'unreleased', noIndex: true });
  });

  it('refuses an empty versions list with a message that says what to do', () => {
    expect(() => docsVersionSetup([], false)).toThrow(/docs:version/);
  });

  it('sends /docs to the 2.0 introduction today', () => {
    expect(versions[0]).toBe('2.0');
    expect(docsEntryPath(versions)).toBe('/docs/2.0/getting-started/introduction');
  });
});
