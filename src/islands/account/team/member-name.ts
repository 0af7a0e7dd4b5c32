import type { TeamMember } from '#contract/api/team-types.ts';

/** How a member is named in the table and its dialogs. */
export const memberName = (m: TeamMember) => `${m.firstName} ${m.lastName}`;
