import { totpCode, totpStep, TOTP_PERIOD_SECONDS } from '../server/auth/second-factor/totp.ts';
import { DEMO_STAFF_TOTP_SECRET } from '../server/seed/demo-accounts.ts';

// `npm run demo:code`: the six-digit code the demo staff accounts' authenticator shows now (README,
// "Demo accounts"), for signing in to the console without an authenticator app.
const now = new Date();
const left = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
console.log(`${totpCode(DEMO_STAFF_TOTP_SECRET, now)}  (step ${totpStep(now)}; the next code in ${left} s)`);
