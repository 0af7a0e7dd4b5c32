import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '#contract/api/types.ts';
import type { SignInAnswer } from '#contract/calls/login.ts';
import { buildApp } from '../../server/app.ts';
import { DEVELOPMENT_SECRETS_KEY } from '../../server/auth/secrets-key.ts';
import { secretsKeyProblem } from '../../server/auth/secrets-key-check.ts';
import { openTotpSecret } from '../../server/auth/second-factor/totp-secret.ts';
import { up as sealExistingSecrets } from '../../server/db/migrations/050-sealed-authenticator-secrets.ts';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from '../../server/seed/demo-accounts.ts';
import { addAuthenticator, freshCode, signInFully } from './helpers/second-factor.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('loginFailures').execute();
});

const storedSecretOf = async (email: string) =>
  (
    await api.db
      .selectFrom('totpSecrets as t')
      .innerJoin('users as u', 'u.id', 't.userId')
      .select('t.secret')
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow()
  ).secret;

/** Another API process over the same database, configured with another key (or none). */
const appWithKey = (secretsKey: Buffer | null): Promise<FastifyInstance> => buildApp({ db: api.db, secretsKey });

const callOn = async (app: FastifyInstance, path: string, body: unknown, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'POST', url: `/api/${path}`, payload: body as object, headers })).json<
    Envelope<unknown>
  >();

describe('an authenticator secret at rest', () => {
  it('is stored sealed, not as the app got it, and the account signs in with its codes', async () => {
    const jordan = await logInAs(api, 'jordan@example.com');
    const { secret } = await addAuthenticator(api, 'jordan@example.com', jordan.login.token);
    const stored = await storedSecretOf('jordan@example.com');
    expect(stored).not.toContain(secret);
    expect(openTotpSecret(stored, DEVELOPMENT_SECRETS_KEY)).toBe(secret);
    const again = await signInFully(api, 'jordan@example.com', DEMO_PASSWORD);
    expect(again.code).toBe(200);
  });

  it('of the demo staff is sealed by the seed, and their code still opens the console', async () => {
    const stored = await storedSecretOf('editor@lihda.example');
    expect(stored).not.toContain(DEMO_STAFF_TOTP_SECRET);
    expect(openTotpSecret(stored, DEVELOPMENT_SECRETS_KEY)).toBe(DEMO_STAFF_TOTP_SECRET);
    const editor = await logInAs(api, 'editor@lihda.example');
    expect((await editor.call('editor/buildList')).body.code).toBe(200);
  });
});

describe('a server whose key is not the one the secrets were sealed with', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await appWithKey(Buffer.alloc(32, 7));
  });
  afterAll(() => other.close());

  it('signs nobody in with a code and says why, in both languages', async () => {
    for (const [lang, said] of [
      ['en', /SECRETS_KEY is not the key/],
      ['zh-cn', /SECRETS_KEY 与设置时所用的密钥不同/],
    ] as const) {
      const signedIn = (await callOn(
        other,
        'unpri/userLogin',
        { email: 'editor@lihda.example', pwd: DEMO_PASSWORD },
        {
          lang,
        },
      )) as Envelope<SignInAnswer>;
      if (signedIn.code !== 200 || !('secondFactorChallenge' in signedIn.data)) throw new Error('no second step');
      const code = await freshCode(api, 'editor@lihda.example');
      const answer = await callOn(
        other,
        'unpri/userLoginSecondFactor',
        { challenge: signedIn.data.secondFactorChallenge, code },
        { lang },
      );
      expect(answer.code).toBe(500);
      expect(answer.msg).toMatch(said);
      expect(answer.data ?? null).toBeNull();
    }
  });
});

describe("the start's check of the key against the secrets already sealed", () => {
  it('passes the key they were sealed with, and names a wrong key or a missing one', async () => {
    expect(await secretsKeyProblem(api.db, DEVELOPMENT_SECRETS_KEY)).toBeNull();
    expect(await secretsKeyProblem(api.db, Buffer.alloc(32, 7))).toMatch(
      /SECRETS_KEY is not the key the secrets in the database were sealed with/,
    );
    expect(await secretsKeyProblem(api.db, null)).toMatch(
      /SECRETS_KEY is not set, yet the database holds sealed secrets/,
    );
  });

  it('has nothing to say while no secret is sealed', async () => {
    const nothingSealed = new Error('rolled back: nothing sealed');
    await expect(
      api.db.transaction().execute(async (tx) => {
        await tx.deleteFrom('totpSecrets').execute();
        await tx.deleteFrom('companySignOn').execute();
        expect(await secretsKeyProblem(tx, null)).toBeNull();
        expect(await secretsKeyProblem(tx, Buffer.alloc(32, 7))).toBeNull();
        throw nothingSealed;
      }),
    ).rejects.toBe(nothingSealed);
  });
});

describe('a server without a key (production without SECRETS_KEY)', () => {
  let keyless: FastifyInstance;
  beforeAll(async () => {
    keyless = await appWithKey(null);
  });
  afterAll(() => keyless.close());

  it('sets up no authenticator app, saying so', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const answer = await callOn(keyless, 'pri/totpSetup', {}, { token: buyer.login.token });
    expect(answer.code).toBe(409);
    expect(answer.msg).toMatch(/no SECRETS_KEY set/);
    const kept = await api.db
      .selectFrom('totpSecrets')
      .select('userId')
      .innerJoin('users as u', 'u.id', 'totpSecrets.userId')
      .where('u.email', '=', 'buyer@example.com')
      .executeTakeFirst();
    expect(kept).toBeUndefined();
  });
});

describe('migration 050', () => {
  const ROLL_BACK = new Error('roll back');

  /** Runs it over a plain secret in a transaction rolled back after: the test database stays as it was. */
  async function sealedInTransaction(): Promise<{ stored: string; failure?: unknown }> {
    const result: { stored: string; failure?: unknown } = { stored: '' };
    await api.db
      .transaction()
      .execute(async (tx) => {
        await tx.deleteFrom('totpSecrets').execute();
        const user = await tx
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'admin@acme.example')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('totpSecrets')
          .values({ userId: user.id, secret: DEMO_STAFF_TOTP_SECRET, confirmedAt: new Date() })
          .execute();
        try {
          await sealExistingSecrets(tx as unknown as Kysely<unknown>);
          const row = await tx
            .selectFrom('totpSecrets')
            .select('secret')
            .where('userId', '=', user.id)
            .executeTakeFirstOrThrow();
          result.stored = row.secret;
        } catch (failure) {
          result.failure = failure;
        }
        throw ROLL_BACK;
      })
      .catch((error: unknown) => {
        if (error !== ROLL_BACK) throw error;
      });
    return result;
  }

  it('seals the secrets kept plain before it under the configured key', async () => {
    const { stored } = await sealedInTransaction();
    expect(stored).not.toContain(DEMO_STAFF_TOTP_SECRET);
    expect(openTotpSecret(stored, DEVELOPMENT_SECRETS_KEY)).toBe(DEMO_STAFF_TOTP_SECRET);
  });

  it('stops a production shop that has secrets and no key, saying what to set', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SECRETS_KEY', '');
    vi.stubEnv('SIGN_ON_KEY', '');
    try {
      const { failure } = await sealedInTransaction();
      expect(String(failure)).toMatch(
        /SECRETS_KEY is not set, so the authenticator secrets kept \(1\) cannot be sealed/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
    // The rolled-back transaction left the demo staff's sealed secret as it was.
    expect(openTotpSecret(await storedSecretOf('editor@lihda.example'), DEVELOPMENT_SECRETS_KEY)).toBe(
      DEMO_STAFF_TOTP_SECRET,
    );
  });
});
