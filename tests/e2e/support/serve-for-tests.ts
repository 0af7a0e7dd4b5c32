/**
 * The shop for browser tests and Lighthouse: `scripts/start.ts` on a fresh temp data dir and site dir, so a run
 * never touches ./data and always builds the site as it is now. Always on the embedded PGlite, even when CI sets
 * DATABASE_URL. Prints `Lihda Group shop: http://…/` when ready; the temp dir is removed when the shop exits.
 * Card payments go to a fake Stripe API in this process (Stripe's servers are out of reach here).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeStripe } from '../../support/fake-stripe.ts';
import { e2eMailDir } from './mailbox.ts';
import { E2E_STRIPE } from './stripe-edge.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lihda-e2e-'));
process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));

process.env.DATA_DIR = path.join(dir, 'data');
process.env.SITE_DIR = path.join(dir, 'dist');
process.env.DATABASE_URL = '';
// No SMTP_URL: messages are .eml files where the specs read them (mailbox.ts), empty at each start.
process.env.SMTP_URL = '';
process.env.MAIL_DIR = e2eMailDir(Number(process.env.PORT));
fs.rmSync(process.env.MAIL_DIR, { recursive: true, force: true });
process.env.LOG_LEVEL ||= 'warn';
// The specs register many buyers from this machine, each as from its own network behind a loopback
// proxy (support/register-buyer.ts), so they do not run into the per-network registration limit.
process.env.TRUST_PROXY = '127.0.0.1';

const stripe = await startFakeStripe();
process.env.STRIPE_SECRET_KEY = E2E_STRIPE.secretKey;
process.env.STRIPE_PUBLISHABLE_KEY = E2E_STRIPE.publishableKey;
process.env.STRIPE_WEBHOOK_SECRET = E2E_STRIPE.webhookSecret;
process.env.STRIPE_API_URL = stripe.url;

// Imported only now: start.ts reads its settings from the environment when it loads.
await import('../../../scripts/start.ts');
