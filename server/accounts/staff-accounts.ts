import { STAFF_ROLES, type StaffRole } from '#contract/calls/staff.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN, REGISTRATION_LIMITS } from '#contract/limits/fields.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connect.ts';
import { isEmailTaken } from './register.ts';
import { emailKey } from './users.ts';

export interface NewStaff {
  email: string;
  role: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** What is wrong with a new staff account, by the rules registration applies; null when nothing is. */
export function newStaffProblem(staff: NewStaff): string | null {
  if (!STAFF_ROLES.includes(staff.role as StaffRole)) return `--role must be one of ${STAFF_ROLES.join(', ')}, not "${staff.role}".`;
  if (staff.email.length > REGISTRATION_LIMITS.email || !EMAIL_PATTERN.test(staff.email)) return `"${staff.email}" is not an e-mail address.`;
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

/** Creates a staff account (npm run staff:add); an address that already has an account is refused, never taken over. */
export async function addStaff(db: Db, staff: NewStaff): Promise<{ id: number }> {
  const problem = newStaffProblem(staff);
  if (problem) throw new Error(problem);
  try {
    return await db
      .insertInto('users')
      .values({
        email: emailKey(staff.email),
        passwordHash: await hashPassword(staff.password),
        firstName: staff.firstName,
        lastName: staff.lastName,
        phone: '',
        companyId: null,
        companyRole: null,
        role: staff.role as StaffRole,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isEmailTaken(error)) throw new Error(`${staff.email} already has an account: staff accounts are made for new addresses only.`);
    throw error;
  }
}
