import type { FastifyInstance } from 'fastify';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import * as calls from '#contract/calls/second-factor.ts';
import { claimLoginAttempt, clearLoginFailures, secondFactorKey } from '../../auth/login-throttle.ts';
import { forgetProvedSessions, secondFactorInfoOf, startTotpSetup } from '../../auth/second-factor/account-factors.ts';
import { startRegistration, takeRegistration } from '../../auth/second-factor/challenges.ts';
import { replaceRecoveryCodes, spendRecoveryCode, spendTotpCode } from '../../auth/second-factor/factors.ts';
import { parseResponse, registerPasskey, registrationOptions } from '../../auth/second-factor/passkeys.ts';
import { markSecondFactor, type ActiveSession } from '../../auth/sessions.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';
import type { Db } from '../../db/connect.ts';

const emailOf = async (db: Db, userId: number) =>
  (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

/** A code proved in the account area takes from the sign-in allowance too: a stolen session cannot guess codes freely. */
async function proveCode(db: Db, session: ActiveSession, ip: string, spend: () => Promise<boolean>): Promise<void> {
  const key = secondFactorKey(await emailOf(db, session.userId));
  await claimLoginAttempt(db, key, ip);
  if (!(await spend())) throw new ApiError(CODE.badInput, SECOND_FACTOR_MESSAGES.wrongCode);
  await clearLoginFailures(db, key, ip);
}

/** The account's Security section: authenticator app, recovery codes and passkeys (contract/calls/second-factor.ts). */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.secondFactorInfo, async ({ session }) => secondFactorInfoOf(app.db, session));

  route(app, calls.totpSetup, async ({ session }) => startTotpSetup(app.db, app.secretsKey, session.userId));

  route(app, calls.totpConfirm, async ({ body, session, request, say }) => {
    const waiting = await app.db
      .selectFrom('totpSecrets')
      .select('userId')
      .where('userId', '=', session.userId)
      .where('confirmedAt', 'is', null)
      .executeTakeFirst();
    if (!waiting) throw new ApiError(CODE.conflict, SECOND_FACTOR_MESSAGES.totpNotStarted);
    await proveCode(app.db, session, request.ip, () =>
      spendTotpCode(app.db, app.secretsKey, session.userId, body.code.replace(/\s/g, ''), new Date(), true),
    );
    const recoveryCodes = await app.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('totpSecrets')
        .set({ confirmedAt: new Date() })
        .where('userId', '=', session.userId)
        .execute();
      await markSecondFactor(tx, session.sessionId);
      return replaceRecoveryCodes(tx, session.userId);
    });
    say(SECOND_FACTOR_MESSAGES.totpSet);
    return { recoveryCodes };
  });

  route(app, calls.totpRemove, async ({ body, session, request, say }) => {
    const set = await app.db
      .selectFrom('totpSecrets')
      .select('userId')
      .where('userId', '=', session.userId)
      .where('confirmedAt', 'is not', null)
      .executeTakeFirst();
    if (!set) throw new ApiError(CODE.conflict, SECOND_FACTOR_MESSAGES.totpNotSet);
    const code = body.code.replace(/\s/g, '');
    await proveCode(app.db, session, request.ip, () =>
      /^\d{6}$/.test(code)
        ? spendTotpCode(app.db, app.secretsKey, session.userId, code)
        : spendRecoveryCode(app.db, session.userId, code),
    );
    await app.db.deleteFrom('totpSecrets').where('userId', '=', session.userId).execute();
    await app.db.deleteFrom('recoveryCodes').where('userId', '=', session.userId).execute();
    await forgetProvedSessions(app.db, session.userId);
    say(SECOND_FACTOR_MESSAGES.totpRemoved);
    return null;
  });

  route(app, calls.passkeyRegisterOptions, async ({ session, request }) => {
    const options = await registrationOptions(app.db, request, session.userId, await emailOf(app.db, session.userId));
    await startRegistration(app.db, session.sessionId, options.challenge);
    return { challenge: options.challenge, options };
  });

  route(app, calls.passkeyRegister, async ({ body, session, request, say }) => {
    const challenge = await takeRegistration(app.db, session.sessionId);
    const response = parseResponse<RegistrationResponseJSON>(body.response);
    const name = body.name?.trim() || 'Passkey';
    if (
      !challenge ||
      !response ||
      !(await registerPasskey(app.db, request, session.userId, challenge, response, name))
    ) {
      throw new ApiError(CODE.badInput, SECOND_FACTOR_MESSAGES.passkeyFailed);
    }
    await markSecondFactor(app.db, session.sessionId);
    say(SECOND_FACTOR_MESSAGES.passkeyAdded);
    return secondFactorInfoOf(app.db, { ...session, secondFactor: true });
  });

  route(app, calls.passkeyRemove, async ({ body, session, say }) => {
    const removed = await app.db
      .deleteFrom('passkeys')
      .where('id', '=', body.id)
      .where('userId', '=', session.userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new ApiError(CODE.notFound, SECOND_FACTOR_MESSAGES.noSuchPasskey);
    await forgetProvedSessions(app.db, session.userId);
    say(SECOND_FACTOR_MESSAGES.passkeyRemoved);
    return secondFactorInfoOf(app.db, session);
  });
}
