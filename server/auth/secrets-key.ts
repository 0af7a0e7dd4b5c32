import { createHash } from 'node:crypto';
import { readConfig, type ServerConfig } from '../config.ts';

/**
 * Outside production with no SECRETS_KEY: a key everyone can read (it is derived here), fit only for
 * demo data. Its phrase is the one sign-on secrets were first sealed with, so those still open.
 */
export const DEVELOPMENT_SECRETS_KEY = createHash('sha256').update('lihda development sign-on key').digest();

/** The AES-256 key sealing secrets at rest (server/auth/sealed-secret.ts); null in production without SECRETS_KEY. */
export function secretsKeyOf(config: Pick<ServerConfig, 'secretsKey' | 'production'>): Buffer | null {
  if (config.secretsKey) return Buffer.from(config.secretsKey, 'hex');
  return config.production ? null : DEVELOPMENT_SECRETS_KEY;
}

/** The key this process is configured with, for start-up work given no config (a migration). */
export const secretsKeyOfEnvironment = (): Buffer | null => secretsKeyOf(readConfig(process.env));
