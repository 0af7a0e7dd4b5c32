import { ApiError, CODE } from '../../http/api-error.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';
import type { ActiveSession } from '../sessions.ts';

/**
 * A member of a company that requires a second factor acts for it only in a session that proved
 * one: until then only the calls that set one up are open (contract/call.ts openWithoutSecondFactor).
 */
export function demandCompanySecondFactor(session: ActiveSession): void {
  if (session.secondFactorDemanded)
    throw new ApiError(CODE.forbidden, SECOND_FACTOR_MESSAGES.companyNeedsSecondFactor, { secondFactor: 'required' });
}
