/** Requests and answers of the team calls (/acTeam, invitations, order approval); the server imports these too. */

export type TeamRole = 'admin' | 'buyer';
export type ApprovalState = 'notNeeded' | 'pending' | 'approved' | 'rejected';

export interface TeamMember {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyRole: TeamRole;
  /** null: no limit. */
  spendingLimitPence: number | null;
  canPayForTeam: boolean;
  /** The caller's own row. */
  isYou: boolean;
}

export interface TeamInvitation {
  id: number;
  email: string;
  companyRole: TeamRole;
  createdAt: string;
  expiresAt: string;
}

/** An order of the team waiting for an admin's decision. */
export interface PendingApproval {
  id: number;
  orderNo: string;
  buyerName: string;
  totalPence: number;
  spendingLimitPence: number | null;
  createdAt: string;
}

/** What /acTeam shows. company null: the caller belongs to none (and may create one). Admins only get invitations and approvals. */
export interface TeamAnswer {
  company: { id: number; name: string } | null;
  yourRole: TeamRole | null;
  members: TeamMember[];
  invitations: TeamInvitation[];
  approvals: PendingApproval[];
}

export interface CompanyNameRequest {
  name: string;
}

/** The whole of a member's settings; spendingLimitPence absent means no limit. */
export interface TeamMemberUpdateRequest {
  id: number;
  companyRole: TeamRole;
  spendingLimitPence?: number;
  canPayForTeam: boolean;
}

export interface TeamInviteRequest {
  email: string;
  companyRole: TeamRole;
}

/** Accept from the message (messageId) or by the invitation's id; the code comes from the message's link. */
export interface InvitationAcceptRequest {
  messageId?: number;
  invitationId?: number;
  code: string;
}

export interface InvitationAcceptAnswer {
  companyName: string;
  companyRole: TeamRole;
}

export interface OrderRejectRequest {
  id: number;
  note?: string;
}

export interface ApprovalDecisionAnswer {
  id: number;
  approvalState: ApprovalState;
}
