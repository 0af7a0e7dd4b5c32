/** Roles of staff accounts: editors edit content, sales run orders, customers and companies, admins do all and manage staff. */
export const STAFF_ROLES = ['editor', 'sales', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
