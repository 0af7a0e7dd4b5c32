import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildEnvironment } from '../../server/publish/child-env.ts';
import { runHook, type HookContext } from '../../server/publish/hook.ts';
import { REDACTED, redactSecrets, secretValues } from '../../server/publish/redact-secrets.ts';

const SHOP_SECRETS = {
  STRIPE_SECRET_KEY: 'sk_test_hook_must_not_see',
  STRIPE_WEBHOOK_SECRET: 'whsec_hook_must_not_see',
  REBUILD_SECRET: 'rebuild-hook-must-not-see',
  DATABASE_URL: 'postgres://shop:db-password-123@db.internal/shop',
  SMTP_URL: 'smtp://mailer:smtp-password-456@smtp.internal:587',
};
const saved = { ...process.env };
beforeEach(() => {
  Object.assign(process.env, SHOP_SECRETS, {
    CDN_TOKEN: 'cdn-token-789',
    PUBLISH_HOOK_ENV: 'CDN_TOKEN STRIPE_SECRET_KEY',
  });
});
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

const CONSOLE_BUILD = { buildId: 7, releaseDir: '/srv/releases/7', siteDir: '/srv/site', trigger: 'console' };

async function hookOutput(command: string, context: HookContext = CONSOLE_BUILD): Promise<string> {
  let output = '';
  const result = await runHook(
    command,
    context,
    (text) => {
      output += text;
    },
    30_000,
  );
  expect(result.ok).toBe(true);
  return output;
}

describe('what a publish hands to the processes it starts', () => {
  it('a hook that prints its environment shows none of the shop secrets, names or values', async () => {
    const printed = await hookOutput('env');
    for (const [name, value] of Object.entries(SHOP_SECRETS)) {
      expect(printed).not.toContain(`${name}=`);
      expect(printed).not.toContain(value);
    }
    expect(printed).toContain('RELEASE_DIR=/srv/releases/7');
    expect(printed).toContain('BUILD_ID=7');
    expect(printed).toContain(`PATH=${process.env.PATH}`);
    // A variable PUBLISH_HOOK_ENV names is passed; the shop's own secrets are not, even when named.
    expect(printed).toContain('CDN_TOKEN=cdn-token-789');
  });

  it('after npm start builds its own site the hook gets that site, the trigger start and no build id', async () => {
    const printed = await hookOutput('echo "[$BUILD_ID] $PUBLISH_TRIGGER $RELEASE_DIR"', {
      buildId: null,
      releaseDir: '/srv/site',
      siteDir: '/srv/site',
      trigger: 'start',
    });
    expect(printed).toBe('[] start /srv/site\n');
  });

  it('the site build gets the site and API addresses, PATH and Node settings, and no secret', () => {
    const env = buildEnvironment(
      { API_URL: 'http://127.0.0.1:4000' },
      { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
    );
    expect(env).toMatchObject({
      API_URL: 'http://127.0.0.1:4000',
      PATH: process.env.PATH,
      NODE_OPTIONS: '--max-old-space-size=4096',
    });
    for (const name of [...Object.keys(SHOP_SECRETS), 'CDN_TOKEN', 'STRIPE_PUBLISHABLE_KEY'])
      expect(env).not.toHaveProperty(name);
  });

  it("hides every secret's value, and a URL's password alone, from text bound for the build log", () => {
    const log = [
      'curl -v -H "Authorization: Bearer cdn-token-789" https://cdn.example',
      `connecting to ${SHOP_SECRETS.DATABASE_URL}`,
      'auth as mailer with smtp-password-456',
      `key ${SHOP_SECRETS.STRIPE_SECRET_KEY} and rebuild-hook-must-not-see`,
      'Built 12 pages.',
    ].join('\n');
    const redacted = redactSecrets(log, secretValues());
    for (const value of [...Object.values(SHOP_SECRETS), 'cdn-token-789', 'db-password-123', 'smtp-password-456'])
      expect(redacted).not.toContain(value);
    expect(redacted).toContain(`Bearer ${REDACTED}`);
    expect(redacted).toContain('Built 12 pages.');
  });
});
