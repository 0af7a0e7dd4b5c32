import packageJson from '../../package.json' with { type: 'json' };

/** What /test reports about the build: the package version and when the site was built. */
export const BUILD_VERSION: string = packageJson.version;
export const BUILT_AT = new Date();
