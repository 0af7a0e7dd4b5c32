/** What single sign-on needs from the config (docs/security.md). */
export interface SignOnSettings {
  /** The key sealing client secrets (server/auth/secrets-key.ts); null in production without SECRETS_KEY: no provider can be saved. */
  key: Buffer | null;
  /** The shop's public address, which the provider returns to; unset, the request's own origin. */
  siteUrl?: string | undefined;
}
