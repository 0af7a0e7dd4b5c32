/**
 * The environment of the processes a publish starts (`astro build`, PUBLISH_HOOK): an allowlist,
 * never the shop's own environment, so a build or a verbose hook cannot print the payment keys, the
 * webhook secret or the database's password into a log editors read (docs/publishing.md).
 */

/** What any program needs to run: where programs and home are, the locale and zone, a temp folder, Node's own settings. */
const BASE_NAMES = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'TZ', 'TMPDIR', 'TMP', 'TEMP', 'SITE_URL'];
const BASE_PREFIXES = ['LC_', 'NODE_'];

/** The shop's own secrets: never handed to a child, even when PUBLISH_HOOK_ENV names them. */
export const SHOP_SECRET_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'REBUILD_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
];

/** PUBLISH_HOOK_ENV: names, separated by spaces or commas, of further variables the hook needs (its CDN's credentials). */
export function hookVariableNames(env: NodeJS.ProcessEnv): string[] {
  return (env.PUBLISH_HOOK_ENV ?? '')
    .split(/[\s,]+/)
    .filter((name) => name !== '' && !SHOP_SECRET_NAMES.includes(name));
}

function pick(env: NodeJS.ProcessEnv, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const allowed = names.includes(name) || BASE_PREFIXES.some((prefix) => name.startsWith(prefix));
    if (allowed && value !== undefined) picked[name] = value;
  }
  return picked;
}

/** `astro build`'s environment: the base, then what the build is told (API_URL, SITE_URL, a partial build's pages). */
export function buildEnvironment(
  extra: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return { ...pick(env, BASE_NAMES), ...extra };
}

/** PUBLISH_HOOK's environment: the base, the variables PUBLISH_HOOK_ENV names, then the release's. */
export function hookEnvironment(
  extra: Record<string, string>,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  return { ...pick(env, [...BASE_NAMES, ...hookVariableNames(env)]), ...extra };
}
