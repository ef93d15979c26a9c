// The Larascript 2.0 releases the docs know, their git tags and the packages some tags import but
// do not declare. Pure, so that check-samples and release-checkout share one list.

/** Tag of each 2.0 release (2.0.0-2.0.4 end in -beta, 2.0.5 and 2.0.6 in -beta-release). */
export const RELEASE_TAGS = Object.freeze({
  '2.0.0': 'v2.0.0-beta',
  '2.0.1': 'v2.0.1-beta',
  '2.0.2': 'v2.0.2-beta',
  '2.0.3': 'v2.0.3-beta',
  '2.0.4': 'v2.0.4-beta',
  '2.0.5': 'v2.0.5-beta-release',
  '2.0.6': 'v2.0.6-beta-release',
});

/** The release the docs are written for: blocks without `release` are checked against it. */
export const CURRENT_RELEASE = '2.0.6';

/** True when `version` is a release of RELEASE_TAGS. */
export function isKnownRelease(version) {
  return Object.hasOwn(RELEASE_TAGS, version);
}

/** Full ref of a release's tag: `v2.0.4-beta` is also a branch, so a bare name is ambiguous. */
export function tagRef(version) {
  if (!isKnownRelease(version)) {
    throw new Error(`unknown release "${version}": known are ${Object.keys(RELEASE_TAGS).join(', ')}`);
  }
  return `refs/tags/${RELEASE_TAGS[version]}`;
}

// 2.0.4 and 2.0.5 import these without declaring them (2.0.6 declares them, commit e5652fcc).
const UNDECLARED_2_0_4 = Object.freeze({ 'express-busboy': '^10.1.0', nodemailer: '^7.0.5', 'aws-sdk': '^2.1692.0' });

/** Packages a release's sources import but its package.json lacks, name -> range (the 2.0.6 ranges). */
export function missingPackages(version) {
  tagRef(version);
  return version === '2.0.4' || version === '2.0.5' ? { ...UNDECLARED_2_0_4 } : {};
}

/** Dev dependencies every 2.0 tag lists that npm cannot install. */
export const UNINSTALLABLE_DEV = Object.freeze(['tsconf-checker']);

/**
 * The package.json of a checkout made installable: the uninstallable dev dependencies removed and
 * the release's missing packages added (an existing declaration wins). Returns a new object.
 */
export function installablePackageJson(pkg, version) {
  const out = structuredClone(pkg);
  for (const name of UNINSTALLABLE_DEV) if (out.devDependencies) delete out.devDependencies[name];
  const missing = missingPackages(version);
  if (Object.keys(missing).length) out.dependencies = { ...missing, ...(out.dependencies ?? {}) };
  return out;
}

/** The version each tag's package.json declares: v2.0.1-beta still says 2.0.0. */
export const PACKAGE_VERSIONS = Object.freeze({
  '2.0.0': '2.0.0',
  '2.0.1': '2.0.0',
  '2.0.2': '2.0.2',
  '2.0.3': '2.0.3',
  '2.0.4': '2.0.4',
  '2.0.5': '2.0.5',
  '2.0.6': '2.0.6',
});

/** The release a checkout's package.json version stands for ("2.0.4-beta" -> "2.0.4"), or null. */
export function releaseOfPackageVersion(pkgVersion) {
  const m = /^(\d+\.\d+\.\d+)(?:[-+].*)?$/.exec(String(pkgVersion ?? ''));
  return m && isKnownRelease(m[1]) ? m[1] : null;
}
