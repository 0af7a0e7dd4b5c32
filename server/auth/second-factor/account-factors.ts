import QRCode from 'qrcode';
import type { SecondFactorInfo, TotpSetup } from '#contract/calls/second-factor.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';
import type { ActiveSession } from '../sessions.ts';
import { hasSecondFactor, secondFactorsOf } from './factors.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import { sealTotpSecret } from './totp-secret.ts';

/** The account's second factors as its Security page shows them (never a secret or a code). */
export async function secondFactorInfoOf(db: Db, session: ActiveSession): Promise<SecondFactorInfo> {
  const [factors, passkeys, user] = await Promise.all([
    secondFactorsOf(db, session.userId),
    db
      .selectFrom('passkeys')
      .select(['id', 'name', 'createdAt', 'lastUsedAt'])
      .where('userId', '=', session.userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.companyId')
      .select(['u.role', 'c.requireSecondFactor'])
      .where('u.id', '=', session.userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totp: factors.totp,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      name: p.name,
      createdAt: new Date(p.createdAt).toISOString(),
      lastUsedAt: p.lastUsedAt ? new Date(p.lastUsedAt).toISOString() : null,
    })),
    recoveryCodesLeft: factors.recoveryCodesLeft,
    sessionProved: session.secondFactor,
    required: user.role !== 'buyer' || user.requireSecondFactor === true,
  };
}

/**
 * A new secret waiting to be confirmed with a code (replacing any unconfirmed one): its QR code is
 * shown this once, and it is kept sealed under `key`.
 */
export async function startTotpSetup(db: Db, key: Buffer | null, userId: number): Promise<TotpSetup> {
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const current = await db
    .selectFrom('totpSecrets')
    .select('confirmedAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (current?.confirmedAt) throw new ApiError(CODE.conflict, SECOND_FACTOR_MESSAGES.totpAlreadySet);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(secret, key);
  await db
    .insertInto('totpSecrets')
    .values({ userId, secret: sealed })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ secret: sealed, lastStep: null, createdAt: new Date() }))
    .execute();
  const uri = totpUri(secret, user.email);
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2 }) };
}

/** With no second factor left, no session of the account counts as proved any more. */
export async function forgetProvedSessions(db: Db, userId: number): Promise<void> {
  if (hasSecondFactor(await secondFactorsOf(db, userId))) return;
  await db.updateTable('sessions').set({ secondFactorAt: null }).where('userId', '=', userId).execute();
}
