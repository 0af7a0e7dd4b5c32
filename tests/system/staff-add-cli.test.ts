import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { databaseTarget, openDatabase } from '../../server/db/connect.ts';
import { runScript } from '../support/run-script.ts';

/** `npm run staff:add` on a PGlite data dir of its own, the password piped on stdin. */
let dir: string;
let dataDir: string;

const staffAdd = (args: string[], stdin: string) =>
  runScript('scripts/staff-add.ts', args, { DATA_DIR: dataDir, DATABASE_URL: '' }, stdin);

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-staff-'));
  dataDir = path.join(dir, 'data');
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('npm run staff:add', () => {
  it('refuses a bad role or a weak password, makes the account with the piped password, and never takes over an address', async () => {
    const role = await staffAdd(['--email', 'ops@lihda.example', '--role', 'boss'], 'Strong-pass-1\n');
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('--role must be one of editor, sales, admin');
    const weak = await staffAdd(['--email', 'ops@lihda.example', '--role', 'admin'], 'password\n');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('at least one letter and one digit');
    const common = await staffAdd(['--email', 'ops@lihda.example', '--role', 'admin'], 'password1\n');
    expect(common.code).toBe(2);
    expect(common.stderr).toContain('one of the most common');

    const made = await staffAdd(
      ['--email', 'Ops@Lihda.example', '--role', 'admin', '--first-name', 'Ops'],
      'Strong-pass-1\nignored\n',
    );
    expect(made.stdout).toContain('Staff account Ops@Lihda.example (admin) created');
    expect(made.code).toBe(0);
    const again = await staffAdd(['--email', 'ops@lihda.example', '--role', 'sales'], 'Other-pass-2\n');
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already has an account');

    const database = await openDatabase(databaseTarget(undefined, dataDir));
    try {
      const user = await database.db
        .selectFrom('users')
        .select(['email', 'role', 'passwordHash', 'firstName'])
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ email: 'ops@lihda.example', role: 'admin', firstName: 'Ops' });
      expect(await verifyPassword(user.passwordHash, 'Strong-pass-1')).toBe(true);
    } finally {
      await database.close();
    }
    // A new PGlite data dir is made and migrated twice on a shared machine.
  }, 300_000);
});
