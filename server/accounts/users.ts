import type { UserInfo } from '#contract/calls/user-info.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { IssuedTokens } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';

/** Emails are compared and stored lower-case, so Alex@Example.com and alex@example.com are one account. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** PostgreSQL's unique_violation on the users' email: another account (maybe a concurrent registration) has it. */
export function isEmailTaken(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown } | null | undefined;
  return failure?.code === '23505' && failure.constraint === 'users_email_key';
}

export function findLoginUser(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'firstName', 'companyId', 'disabledAt'])
    .where('email', '=', emailKey(email))
    .executeTakeFirst();
}

export function loginAnswer(
  user: { id: number; firstName: string; companyId: number | null },
  tokens: IssuedTokens,
): LoginAnswer {
  return {
    token: tokens.token,
    firstName: user.firstName,
    id: user.id,
    blongCompany: user.companyId !== null,
    rememberToken: tokens.rememberToken,
  };
}

export async function userInfo(db: Db, id: number): Promise<UserInfo | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.companyId')
    .select([
      'u.id',
      'u.email',
      'u.firstName',
      'u.lastName',
      'u.phone',
      'u.companyId',
      'u.companyRole',
      'u.role',
      'u.language',
      'u.emailVerifiedAt',
      'c.name as companyName',
    ])
    .select((eb) =>
      eb.exists(eb.selectFrom('subscribers as s').select('s.id').whereRef('s.email', '=', 'u.email')).as('newsletter'),
    )
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    blongCompany: row.companyId !== null,
    companyName: row.companyName,
    companyRole: row.companyRole,
    role: row.role,
    language: row.language === 'zh-cn' ? 'zh-cn' : 'en',
    newsletter: Boolean(row.newsletter),
    emailVerified: row.emailVerifiedAt !== null,
  };
}
