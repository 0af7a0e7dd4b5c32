import { randomBytes } from 'node:crypto';

/** A new connection's shared secret (cXML) or password (OCI): 24 random URL-safe characters, shown once. */
export function newConnectionSecret(): string {
  return randomBytes(18).toString('base64url');
}
