import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';

const RP_NAME = 'Lihda Group';
const TIMEOUT_MS = 5 * 60_000;

/**
 * Where passkeys belong: SITE_URL when set (behind a proxy the public address), else the address
 * the browser called. The authenticator signs the page's origin, and a response signed on any other
 * origin (a look-alike site) is refused.
 */
export function relyingParty(request: FastifyRequest): { origin: string; rpID: string } {
  const origin = process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : `${request.protocol}://${request.host}`;
  return { origin, rpID: new URL(origin).hostname };
}

/** Parses a WebAuthn response sent as JSON text; null when it is not one. */
export function parseResponse<R extends RegistrationResponseJSON | AuthenticationResponseJSON>(text: string): R | null {
  try {
    const value = JSON.parse(text) as Partial<R> | null;
    return value && typeof value.id === 'string' && typeof value.response === 'object' ? (value as R) : null;
  } catch {
    return null;
  }
}

export async function registrationOptions(db: Db, request: FastifyRequest, userId: number, email: string) {
  const existing = await db
    .selectFrom('passkeys')
    .select(['credentialId', 'transports'])
    .where('userId', '=', userId)
    .execute();
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(request).rpID,
    userName: email,
    userID: new TextEncoder().encode(String(userId)),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    // A passkey that can sign in alone keeps the account on the authenticator (a discoverable credential).
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
  });
}

const transportsOf = (stored: string) => (stored ? stored.split(',') : undefined) as never;

/** Verifies a registration against the session's challenge and the site's origin, and stores the passkey: false when it fails. */
export async function registerPasskey(
  db: Db,
  request: FastifyRequest,
  userId: number,
  expectedChallenge: string,
  response: RegistrationResponseJSON,
  name: string,
): Promise<boolean> {
  const { origin, rpID } = relyingParty(request);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
  }).catch(() => null);
  if (!verified?.verified) return false;
  const { credential } = verified.registrationInfo;
  const inserted = await db
    .insertInto('passkeys')
    .values({
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
    })
    .onConflict((oc) => oc.column('credentialId').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Options for a passkey sign-in: any discoverable passkey, or one of this account's. */
export async function authenticationOptions(db: Db, request: FastifyRequest, userId: number | null) {
  const allowed =
    userId === null
      ? []
      : await db.selectFrom('passkeys').select(['credentialId', 'transports']).where('userId', '=', userId).execute();
  return generateAuthenticationOptions({
    rpID: relyingParty(request).rpID,
    timeout: TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: allowed.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
  });
}

/**
 * Verifies a sign-in answer against its challenge, the site's origin and the stored key, and moves
 * the passkey's counter on: answers the account, or null (unknown passkey, wrong challenge, origin,
 * signature, or a counter that went back: a cloned authenticator).
 */
export async function verifyPasskeySignIn(
  db: Db,
  request: FastifyRequest,
  expectedChallenge: string,
  response: AuthenticationResponseJSON,
  now = new Date(),
): Promise<number | null> {
  const stored = await db.selectFrom('passkeys').selectAll().where('credentialId', '=', response.id).executeTakeFirst();
  if (!stored) return null;
  const { origin, rpID } = relyingParty(request);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: stored.credentialId,
      publicKey: Buffer.from(stored.publicKey, 'base64url'),
      counter: Number(stored.counter),
      transports: transportsOf(stored.transports),
    },
  }).catch(() => null);
  if (!verified?.verified) return null;
  await db
    .updateTable('passkeys')
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
    .where('id', '=', stored.id)
    .execute();
  return stored.userId;
}
