import type { FastifyRequest } from 'fastify';
import type { UserRole } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { SECOND_FACTOR_MESSAGES } from '../i18n/second-factor-messages.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { requireSession } from './authenticate.ts';

/** The console's areas: content (editors), sales (orders, customers, companies, payments), staff accounts. */
export type StaffArea = 'content' | 'sales' | 'staff' | 'any';

/** Which roles work in each area: an admin in all of them. */
export const AREA_ROLES: Record<StaffArea, readonly UserRole[]> = {
  content: ['editor', 'admin'],
  sales: ['sales', 'admin'],
  staff: ['admin'],
  any: ['editor', 'sales', 'admin'],
};

const REFUSALS = {
  content: STAFF_MESSAGES.editorsOnly,
  sales: STAFF_MESSAGES.salesOnly,
  staff: STAFF_MESSAGES.adminsOnly,
  any: STAFF_MESSAGES.staffOnly,
} as const;

export interface StaffSession {
  userId: number;
  email: string;
  role: UserRole;
  secondFactor: boolean;
}

// Looked up once per request: by a route's guard hook, then read again by its handler.
const known = new WeakMap<FastifyRequest, StaffSession>();

/** The caller's session when its role works in the area and its second factor is proved: 701 without a session, 403 otherwise. */
export async function requireStaff(request: FastifyRequest, area: StaffArea): Promise<StaffSession> {
  let staff = known.get(request);
  if (!staff) {
    const session = await requireSession(request);
    const user = await request.server.db
      .selectFrom('users')
      .select(['email', 'role'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (!user) throw new ApiError(CODE.forbidden, REFUSALS[area]);
    staff = { userId: session.userId, email: user.email, role: user.role, secondFactor: session.secondFactor };
    known.set(request, staff);
  }
  if (!AREA_ROLES[area].includes(staff.role)) throw new ApiError(CODE.forbidden, REFUSALS[area]);
  // Staff can refund payments and publish the site: a leaked password alone must not be enough.
  if (!staff.secondFactor)
    throw new ApiError(CODE.forbidden, SECOND_FACTOR_MESSAGES.staffNeedsSecondFactor, { secondFactor: 'required' });
  return staff;
}
