import type { Db } from '../../db/connect.ts';
import { acceptedStep } from './totp.ts';
import { openTotpSecret } from './totp-secret.ts';
import { newRecoveryCodes, normalRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';

/** Which second factors an account has: a confirmed authenticator, passkeys, unused recovery codes. */
export interface SecondFactors {
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function secondFactorsOf(db: Db, userId: number): Promise<SecondFactors> {
  const [totp, passkeys, codes] = await Promise.all([
    db
      .selectFrom('totpSecrets')
      .select('userId')
      .where('userId', '=', userId)
      .where('confirmedAt', 'is not', null)
      .executeTakeFirst(),
    db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('recoveryCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { totp: totp !== undefined, passkeys: Number(passkeys.n), recoveryCodesLeft: Number(codes.n) };
}

export const hasSecondFactor = (factors: SecondFactors) => factors.totp || factors.passkeys > 0;

/**
 * Spends an authenticator code of the account's confirmed secret (or, with `unconfirmed`, of the
 * secret being set up, sealed under `key`): true when it is right and later than the last code
 * taken. The step is written only if no other request took that step first, so a code works once
 * even in a race.
 */
export async function spendTotpCode(
  db: Db,
  key: Buffer | null,
  userId: number,
  code: string,
  now = new Date(),
  unconfirmed = false,
): Promise<boolean> {
  const row = await db
    .selectFrom('totpSecrets')
    .select(['secret', 'lastStep'])
    .where('userId', '=', userId)
    .where('confirmedAt', unconfirmed ? 'is' : 'is not', null)
    .executeTakeFirst();
  if (!row) return false;
  const lastStep = row.lastStep === null ? null : Number(row.lastStep);
  const step = acceptedStep(openTotpSecret(row.secret, key), code, lastStep, now);
  if (step === null) return false;
  const taken = await db
    .updateTable('totpSecrets')
    .set({ lastStep: step })
    .where('userId', '=', userId)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', String(step))]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Spends one of the account's unused recovery codes: true when it was one (it never works again). */
export async function spendRecoveryCode(db: Db, userId: number, typed: string, now = new Date()): Promise<boolean> {
  if (normalRecoveryCode(typed) === null) return false;
  const spent = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('codeHash', '=', recoveryCodeHash(userId, typed))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Replaces the account's recovery codes with ten new ones, answered once (only their hashes are kept). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('recoveryCodes')
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(userId, code) })))
    .execute();
  return codes;
}

/** Removes every second factor of an account (a lost phone, reset by an admin). */
export async function removeSecondFactors(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('totpSecrets').where('userId', '=', userId).execute();
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('passkeys').where('userId', '=', userId).execute();
}
