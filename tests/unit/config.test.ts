import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, requireSiteUrlInProduction } from '../../server/config.ts';

/** The address a request is counted under, with TRUST_PROXY set so, behind nginx at 10.0.0.2. */
async function addressSeen(trustProxy: string): Promise<string> {
  const app = Fastify({ trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy });
  app.get('/ip', async (request) => request.ip);
  // nginx appends the caller's address (198.51.100.7) to whatever the caller sent.
  const answer = await app.inject({
    url: '/ip',
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
  });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('reads unset and false as nobody, 1 and true as anybody, anything else as the proxies', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
  });

  it('counts the address the listed proxy saw, which the caller cannot forge', async () => {
    expect(await addressSeen('10.0.0.0/8')).toBe('198.51.100.7');
    expect(await addressSeen('0')).toBe('10.0.0.2');
    // Trusting every hop believes the caller's own header: only for a proxy that overwrites it.
    expect(await addressSeen('1')).toBe('203.0.113.9');
  });
});

describe('demo data and API docs switches', () => {
  it('loads the demo into an empty embedded database by default, and never by default on PostgreSQL or in production', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/shop' }).seedDemo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/shop', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('refuses SEED_DEMO=1 under NODE_ENV=production and says why', () => {
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(
      /SEED_DEMO=1 is refused under NODE_ENV=production/,
    );
  });

  it('serves the API docs unless in production or API_DOCS=0', () => {
    expect(readConfig({}).apiDocs).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(readConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });
});

describe('SITE_URL', () => {
  it('is the public address without a trailing slash, and unset leaves the listening address to the server', () => {
    expect(readConfig({ SITE_URL: 'https://shop.example.com/' }).siteUrl).toBe('https://shop.example.com');
    expect(readConfig({ SITE_URL: 'https://shop.example.com/' }).mail.siteUrl).toBe('https://shop.example.com');
    expect(readConfig({ PORT: '5000' }).siteUrl).toBeUndefined();
    expect(readConfig({}).mail.siteUrl).toBeUndefined();
  });

  it('refuses an address that is not http or https', () => {
    expect(() => readConfig({ SITE_URL: 'shop.example.com' })).toThrow(/SITE_URL must be the shop's public address/);
    expect(() => readConfig({ SITE_URL: 'ftp://shop.example.com' })).toThrow(ConfigError);
  });

  it('is required of a serving process under NODE_ENV=production, and says why', () => {
    expect(() => requireSiteUrlInProduction(readConfig({ NODE_ENV: 'production' }))).toThrow(
      /SITE_URL is required under NODE_ENV=production: set it to the shop's public address/,
    );
    expect(() =>
      requireSiteUrlInProduction(readConfig({ NODE_ENV: 'production', SITE_URL: 'https://shop.example.com' })),
    ).not.toThrow();
    expect(() => requireSiteUrlInProduction(readConfig({}))).not.toThrow();
  });
});

describe('QUOTE_EXPIRY_EVERY_SECONDS', () => {
  it('runs the quote expiry every ten minutes unless told, and refuses a period that is not a whole number of seconds', () => {
    expect(readConfig({}).quoteExpiryEveryMs).toBe(600_000);
    expect(readConfig({ QUOTE_EXPIRY_EVERY_SECONDS: '2' }).quoteExpiryEveryMs).toBe(2_000);
    for (const value of ['0', '1.5', 'soon', '86401'])
      expect(() => readConfig({ QUOTE_EXPIRY_EVERY_SECONDS: value }), value).toThrow(
        /QUOTE_EXPIRY_EVERY_SECONDS must be a whole number from 1 to 86400/,
      );
  });
});
