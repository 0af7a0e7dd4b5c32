import { hookVariableNames, SHOP_SECRET_NAMES } from './child-env.ts';

/** Names that hold a secret by their spelling (an operator's CDN token, a cloud key). */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|(^|_)KEY(_|$)/i;
/** Shorter values would hide ordinary words of the log. */
const MIN_SECRET_CHARS = 6;
export const REDACTED = '[hidden]';

/** A URL's password (postgres://user:password@host), which a program may print without the rest. */
function passwordOf(value: string): string[] {
  try {
    const password = new URL(value).password;
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}

/** The values to hide: the shop's secrets, what the hook was given, and any variable named like a secret. */
export function secretValues(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = new Set([
    ...SHOP_SECRET_NAMES,
    ...hookVariableNames(env),
    ...Object.keys(env).filter((name) => SECRET_NAME.test(name)),
  ]);
  const values = [...names].flatMap((name) => {
    const value = env[name];
    return value ? [value, ...passwordOf(value)] : [];
  });
  // Longest first: a URL goes as a whole before its password is looked for.
  return [...new Set(values)].filter((value) => value.length >= MIN_SECRET_CHARS).sort((a, b) => b.length - a.length);
}

/** The log text with every secret value replaced, before it is stored where editors read it. */
export function redactSecrets(text: string, secrets: readonly string[] = secretValues()): string {
  return secrets.reduce((redacted, secret) => redacted.split(secret).join(REDACTED), text);
}
