/** The demo accounts of the README; all share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Lihda-demo-1';

/**
 * The authenticator secret of the demo staff accounts (the console needs a second factor): published
 * like the password, in README.md, for an authenticator app or `npm run demo:code`. Never seeded in
 * production (server/config.ts refuses SEED_DEMO there).
 */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPLIHDADEMOSTAFF22';

export const DEMO_COMPANY = { name: 'Acme Engineering Ltd', creditApproved: true } as const;

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** null: an individual buyer; otherwise the role in DEMO_COMPANY. */
  companyRole: 'admin' | 'buyer' | null;
  /** Staff (the console at /editor): an editor edits content and publishes, sales run orders, customers and companies, an admin does all and manages staff. Everyone else is a buyer. */
  role?: 'editor' | 'sales' | 'admin';
  /** A company buyer's spending limit in pence: above it their orders wait for the admin's approval. */
  spendingLimitPence?: number;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'buyer@example.com', firstName: 'Alex', lastName: 'Morgan', phone: '+44 1632 960101', companyRole: null },
  { email: 'admin@acme.example', firstName: 'Priya', lastName: 'Shah', phone: '+44 1632 960102', companyRole: 'admin' },
  {
    email: 'member@acme.example',
    firstName: 'Tom',
    lastName: 'Baker',
    phone: '+44 1632 960103',
    companyRole: 'buyer',
    spendingLimitPence: 50_000,
  },
  { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Lee', phone: '+44 1632 960104', companyRole: null },
  {
    email: 'editor@lihda.example',
    firstName: 'Sam',
    lastName: 'Carter',
    phone: '+44 1632 960105',
    companyRole: null,
    role: 'editor',
  },
  {
    email: 'sales@lihda.example',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '+44 1632 960106',
    companyRole: null,
    role: 'sales',
  },
  {
    email: 'admin@lihda.example',
    firstName: 'Chris',
    lastName: 'Okafor',
    phone: '+44 1632 960107',
    companyRole: null,
    role: 'admin',
  },
];
