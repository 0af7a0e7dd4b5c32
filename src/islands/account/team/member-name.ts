import type { TeamMember } from '#contract/calls/team.ts';

/** How a member is named in the table and its dialogs. */
export const memberName = (m: TeamMember) => `${m.firstName} ${m.lastName}`;
