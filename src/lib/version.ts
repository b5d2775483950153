/**
 * The portal's version, shown in the footer. Kept equal to package.json's `version` by
 * version.test.ts rather than imported from it, so the manifest of dependencies never lands in
 * the bundle.
 */
export const APP_VERSION = '1.13.0';
