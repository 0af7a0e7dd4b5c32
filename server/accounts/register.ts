import type { RegisterRequest } from '#contract/calls/register.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { deliverWaitingInvitations } from './invitations.ts';
import { emailKey } from './users.ts';

type NewUser = RegisterRequest & Required<Pick<RegisterRequest, 'language'>>;

/** PostgreSQL's unique_violation on the users' email: another account (maybe a concurrent registration) has it. */
export function isEmailTaken(error: unknown): boolean {
  const failure = error as { code?: unknown; constraint?: unknown } | null | undefined;
  return failure?.code === '23505' && failure.constraint === 'users_email_key';
}

/**
 * Creates the user, and with a companyName a company the user is admin of, in one transaction.
 * The unique index decides a duplicate email, so two concurrent registrations cannot both succeed.
 */
export async function registerUser(db: Db, input: NewUser): Promise<{ id: number; firstName: string; companyId: number | null }> {
  const passwordHash = await hashNewPassword(input.pwd, 'pwd');
  try {
    return await db.transaction().execute(async (tx) => {
      const company = input.companyName === undefined
        ? undefined
        : await tx.insertInto('companies').values({ name: input.companyName }).returning('id').executeTakeFirstOrThrow();
      const user = await tx
        .insertInto('users')
        .values({
          email: emailKey(input.email),
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          // Registration does not ask for a phone number.
          phone: '',
          companyId: company?.id ?? null,
          companyRole: company ? 'admin' : null,
          language: input.language,
        })
        .returning(['id', 'firstName', 'companyId'])
        .executeTakeFirstOrThrow();
      await deliverWaitingInvitations(tx, user.id, input.email);
      return user;
    });
  } catch (error) {
    if (isEmailTaken(error)) throw new ApiError(CODE.conflict, MESSAGES.emailTaken, { field: 'email' });
    throw error;
  }
}
