import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

/** What single sign-on needs from the config (docs/security.md). */
export interface SignOnSettings {
  /** The AES-256 key sealing client secrets; null in production without SIGN_ON_KEY: no provider can be saved. */
  key: Buffer | null;
  /** The shop's public address, which the provider returns to; unset, the request's own origin. */
  siteUrl?: string | undefined;
}

/** Outside production with no SIGN_ON_KEY: a key everyone can read, fit only for demo data. */
const DEVELOPMENT_KEY = createHash('sha256').update('lihda development sign-on key').digest();

export const DEVELOPMENT_SIGN_ON: SignOnSettings = { key: DEVELOPMENT_KEY };

export function signOnSettings(config: ServerConfig): SignOnSettings {
  const key = config.signOnKey ? Buffer.from(config.signOnKey, 'hex') : config.production ? null : DEVELOPMENT_KEY;
  return { key, siteUrl: config.siteUrl };
}
