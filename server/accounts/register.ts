import type { RegisterRequest } from '#contract/calls/register.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { sendVerification } from './email-verification.ts';
import { emailKey, isEmailTaken } from './users.ts';

type NewUser = RegisterRequest & Required<Pick<RegisterRequest, 'language'>>;

/**
 * Creates the user in one transaction. A companyName waits on the user until the address is
 * verified (accounts/email-verification.ts founds it then): anyone can register someone else's
 * address, and a company must not be set up in its name. The unique index decides a duplicate
 * email, so two concurrent registrations cannot both succeed.
 */
export async function registerUser(
  db: Db,
  input: NewUser,
): Promise<{ id: number; firstName: string; companyId: number | null }> {
  const passwordHash = await hashNewPassword(input.pwd, 'pwd');
  try {
    return await db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({
          email: emailKey(input.email),
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          // Registration does not ask for a phone number.
          phone: '',
          pendingCompanyName: input.companyName ?? null,
          language: input.language,
        })
        .returning(['id', 'firstName', 'companyId'])
        .executeTakeFirstOrThrow();
      // Team invitations to this address are delivered once it is verified (accounts/email-verification.ts).
      await sendVerification(tx, user.id);
      return user;
    });
  } catch (error) {
    if (isEmailTaken(error)) throw new ApiError(CODE.conflict, MESSAGES.emailTaken, { field: 'email' });
    throw error;
  }
}
