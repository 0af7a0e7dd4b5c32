import { STAFF_ROLES, type StaffRole } from '#contract/calls/staff.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN, REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { isCommonPassword } from '../auth/new-password.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connect.ts';
import { emailKey, isEmailTaken } from './users.ts';

export interface NewStaff {
  email: string;
  role: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What is wrong with a new staff account, by the rules registration applies; null when nothing is. */
export function newStaffProblem(staff: NewStaff): string | null {
  if (!STAFF_ROLES.includes(staff.role as StaffRole))
    return `--role must be one of ${STAFF_ROLES.join(', ')}, not "${staff.role}".`;
  if (staff.email.length > REGISTRATION_LIMITS.email || !EMAIL_PATTERN.test(staff.email))
    return `"${staff.email}" is not an e-mail address.`;
  if (staff.firstName.length > REGISTRATION_LIMITS.firstName || staff.lastName.length > REGISTRATION_LIMITS.lastName) {
    return `Names cannot exceed ${REGISTRATION_LIMITS.firstName} characters.`;
  }
  const length = [...staff.password].length;
  if (length < REGISTRATION_LIMITS.passwordMin || length > REGISTRATION_LIMITS.passwordMax) {
    return `The password must be ${REGISTRATION_LIMITS.passwordMin} to ${REGISTRATION_LIMITS.passwordMax} characters.`;
  }
  if (!PASSWORD_PATTERN.test(staff.password)) return 'The password needs at least one letter and one digit.';
  return null;
}

/** newStaffProblem, and then the list of common passwords registration also refuses. */
export async function newStaffRefusal(staff: NewStaff): Promise<string | null> {
  const problem = newStaffProblem(staff);
  if (problem) return problem;
  return (await isCommonPassword(staff.password))
    ? 'That password is one of the most common ones, which are guessed first: choose another.'
    : null;
}

/**
 * Writes a staff account with its password's hash and answers its id, or null when the address
 * already has an account (never taken over). npm run staff:add and the console's staff section use it.
 */
export async function insertStaff(
  db: Db,
  staff: Omit<NewStaff, 'password'> & { role: StaffRole },
  passwordHash: string,
): Promise<{ id: number } | null> {
  try {
    return await db
      .insertInto('users')
      .values({
        email: emailKey(staff.email),
        passwordHash,
        firstName: staff.firstName,
        lastName: staff.lastName,
        phone: '',
        companyId: null,
        companyRole: null,
        role: staff.role,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isEmailTaken(error)) return null;
    throw error;
  }
}

/** Creates a staff account (npm run staff:add); an address that already has an account is refused, never taken over. */
export async function addStaff(db: Db, staff: NewStaff): Promise<{ id: number }> {
  const problem = await newStaffRefusal(staff);
  if (problem) throw new Error(problem);
  const made = await insertStaff(db, { ...staff, role: staff.role as StaffRole }, await hashPassword(staff.password));
  if (!made) throw new Error(`${staff.email} already has an account: staff accounts are made for new addresses only.`);
  return made;
}
