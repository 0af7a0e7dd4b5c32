import path from 'node:path';
import { readVatCheckSettings, type VatCheckSettings } from './tax/vat-number-online.ts';

/**
 * Card payments through Stripe: on when the secret and publishable keys are both set. The webhook
 * secret verifies Stripe's events; apiUrl points the client at another Stripe API (stripe-mock, or
 * the tests' fake) instead of api.stripe.com.
 */
export interface StripeSettings {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  apiUrl?: string;
}

/**
 * E-mail: through the SMTP server of smtpUrl (smtp://user:pass@host:587, smtps://…), or without one
 * as .eml files in emlDir. siteUrl makes the links in messages absolute; unset, the address the
 * shop listens on (server/mail/mail-service.ts).
 */
export interface MailSettings {
  smtpUrl?: string;
  from: string;
  emlDir: string;
  siteUrl?: string;
}

/** Settings read once from the environment; every one has a default that runs the demo shop. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite keeps its files here (and the site build under dist/ stays beside the repo). */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  logLevel: string;
  /**
   * Whom to believe about X-Forwarded-For, so limits count the buyer's address: false nobody, true
   * any peer (only when the proxy in front overwrites the header), or the proxies' addresses and
   * subnets ("10.0.0.0/8, loopback"): the address the nearest untrusted hop had, which no caller can forge.
   */
  trustProxy: boolean | string;
  stripe: StripeSettings;
  mail: MailSettings;
  /** NODE_ENV=production: no demo data, no API docs unless asked. */
  production: boolean;
  /**
   * Load the demo catalogue and accounts into an empty database: asked with SEED_DEMO=1, and the
   * default only for the embedded database outside production (a newcomer's first `npm start`).
   */
  seedDemo: boolean;
  /** Serve the OpenAPI pages at /api/docs: API_DOCS=1, by default on except in production. */
  apiDocs: boolean;
  /**
   * SITE_URL, the shop's public address (no trailing slash): links in e-mails, canonical URLs, the
   * sitemap. Unset, a serving process uses the address it listens on; production requires it.
   */
  siteUrl: string | undefined;
  stockHolds: StockHoldSettings;
  /**
   * QUOTE_EXPIRY_EVERY_SECONDS: how often a process that sends mail runs the quote expiry
   * (server/quotes/quote-expiry.ts); ten minutes by default, as validity is counted in days.
   */
  quoteExpiryEveryMs: number;
  /** The online check of buyers' VAT numbers (server/tax/vat-number-online.ts); off without settings. */
  vatCheck: VatCheckSettings;
  /**
   * SECRETS_KEY (formerly SIGN_ON_KEY), 64 hex digits: the AES-256 key that seals secrets kept in the
   * database, companies' sign-on client secrets and authenticator apps' secrets
   * (server/auth/secrets-key.ts). Unset outside production, a development key is used; in
   * production, neither can be saved without it.
   */
  secretsKey: string | undefined;
}

/**
 * How long an unpaid order holds its stock, and how much of a part one account's unpaid orders may
 * hold (server/shop/stock-holds.ts): STOCK_HOLD_TRANSFER_HOURS, STOCK_HOLD_CARD_MINUTES,
 * STOCK_HOLD_MAX_SHARE_PERCENT.
 */
export interface StockHoldSettings {
  /** An order to be paid by bank transfer (or on account, until it is). */
  transferHours: number;
  /** An order whose card payment was not completed. */
  cardMinutes: number;
  /** Of a part's stock, the most one account's unpaid orders hold together. */
  maxSharePercent: number;
}

/** The quote expiry's default period (QUOTE_EXPIRY_EVERY_SECONDS). */
const QUOTE_EXPIRY_EVERY_SECONDS = 600;

export const DEFAULT_STOCK_HOLDS: StockHoldSettings = { transferHours: 72, cardMinutes: 30, maxSharePercent: 50 };

function readWhole(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}, not "${value}".`);
  return n;
}

/** A setting that cannot run: the scripts print its message alone and exit 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4321;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

/** TRUST_PROXY: unset, 0 or false; 1 or true; or a comma-separated list of proxy addresses and subnets. */
function readTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

/** 1/true or 0/false; anything else (or unset) leaves the default. */
function readSwitch(value: string | undefined): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** Demo accounts share a published password: a production shop must never get them. */
function readSeedDemo(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const asked = readSwitch(env.SEED_DEMO);
  if (asked && production) {
    throw new ConfigError(
      'SEED_DEMO=1 is refused under NODE_ENV=production: the demo accounts have a published password. Make the first staff account with `npm run staff:add` and load the catalogue with `npm run import` (docs/deploy.md).',
    );
  }
  return asked ?? (!env.DATABASE_URL && !production);
}

/** SECRETS_KEY, or SIGN_ON_KEY, its name when it sealed sign-on secrets only (shops set up then keep working). */
function readSecretsKey(env: NodeJS.ProcessEnv): string | undefined {
  const name = env.SECRETS_KEY ? 'SECRETS_KEY' : 'SIGN_ON_KEY';
  const value = env[name];
  if (!value) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(value))
    throw new ConfigError(`${name} must be 64 hex digits (32 random bytes: \`openssl rand -hex 32\`).`);
  if (env.SECRETS_KEY && env.SIGN_ON_KEY && env.SIGN_ON_KEY !== env.SECRETS_KEY)
    throw new ConfigError('SECRETS_KEY and SIGN_ON_KEY differ: set SECRETS_KEY only (SIGN_ON_KEY is its former name).');
  return value;
}

function readSiteUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(
      `SITE_URL must be the shop's public address, such as https://shop.example.com, not "${value}".`,
    );
  }
  return value.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = readPort(env.PORT);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const siteUrl = readSiteUrl(env.SITE_URL);
  return {
    siteUrl,
    secretsKey: readSecretsKey(env),
    production,
    seedDemo: readSeedDemo(env, production),
    apiDocs: readSwitch(env.API_DOCS) ?? !production,
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || undefined,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      apiUrl: env.STRIPE_API_URL || undefined,
    },
    stockHolds: {
      transferHours: readWhole(
        'STOCK_HOLD_TRANSFER_HOURS',
        env.STOCK_HOLD_TRANSFER_HOURS,
        DEFAULT_STOCK_HOLDS.transferHours,
        24 * 60,
      ),
      cardMinutes: readWhole(
        'STOCK_HOLD_CARD_MINUTES',
        env.STOCK_HOLD_CARD_MINUTES,
        DEFAULT_STOCK_HOLDS.cardMinutes,
        24 * 60,
      ),
      maxSharePercent: readWhole(
        'STOCK_HOLD_MAX_SHARE_PERCENT',
        env.STOCK_HOLD_MAX_SHARE_PERCENT,
        DEFAULT_STOCK_HOLDS.maxSharePercent,
        100,
      ),
    },
    quoteExpiryEveryMs:
      readWhole('QUOTE_EXPIRY_EVERY_SECONDS', env.QUOTE_EXPIRY_EVERY_SECONDS, QUOTE_EXPIRY_EVERY_SECONDS, 24 * 3600) *
      1000,
    vatCheck: readVatCheckSettings(env),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Lihda Group <shop@lihda.example>',
      emlDir: env.MAIL_DIR ? path.resolve(env.MAIL_DIR) : path.join(dataDir, 'mail'),
      siteUrl,
    },
  };
}

/** readConfig for the scripts: a setting that cannot run prints its reason (no stack) and exits 1. */
/**
 * A process that serves buyers writes its address into e-mails and pages: in production it must be
 * told the public one, since the address it listens on is a machine's behind the proxy.
 */
export function requireSiteUrlInProduction(config: ServerConfig): void {
  if (config.production && !config.siteUrl) {
    throw new ConfigError(
      "SITE_URL is required under NODE_ENV=production: set it to the shop's public address (https://shop.example.com). Links in e-mails, canonical URLs and the sitemap use it (docs/deploy.md).",
    );
  }
}

/** The config, or its message alone and exit 1; `serving` adds the checks of a process that serves buyers. */
export function readConfigOrExit(
  env: NodeJS.ProcessEnv = process.env,
  options: { serving?: boolean } = {},
): ServerConfig {
  try {
    const config = readConfig(env);
    if (options.serving) requireSiteUrlInProduction(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
