import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret at rest (a company's sign-on client secret, an account's authenticator secret):
 * AES-256-GCM under SECRETS_KEY (server/auth/secrets-key.ts), as "iv.tag.ciphertext" in base64url.
 * A database copy alone does not give the secret away.
 */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret back; throws when the key is not the one it was sealed with (GCM's tag fails). */
export function unsealSecret(sealed: string, key: Buffer): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('A sealed secret has three parts.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
