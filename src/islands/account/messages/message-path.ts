import { stripLocale } from '#contract/i18n/locales.ts';
import { idFromShellPath } from '../../../lib/routing/shell-id.ts';
import { INVITATION_CODE_PATTERN, TEAM_LIMITS } from '#contract/limits/team.ts';

/** What the address names: /acMsg/12/CODE → message 12 and its invitation code; /msgDetails/12 → message 12. */
export interface MessageLink {
  id: number | null;
  code: string | null;
}

export function messageLinkFromPath(pathname: string): MessageLink {
  const [, , code] = stripLocale(pathname).split('/').filter(Boolean);
  // An id has the same form in every account address with one (/Pay/12, /acOrderdetails/12).
  // Anything in the code's place that the team's call would refuse is not a code.
  const isCode = code !== undefined && code.length <= TEAM_LIMITS.invitationCode && INVITATION_CODE_PATTERN.test(code);
  return { id: idFromShellPath(pathname), code: isCode ? code : null };
}
