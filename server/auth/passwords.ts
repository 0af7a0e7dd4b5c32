import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. Algorithm 2 is Argon2id (a const enum we cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified when the email is unknown, so an unknown address takes as long to refuse as a wrong password.
const decoyHash = hash('not-a-real-password', OPTIONS);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
