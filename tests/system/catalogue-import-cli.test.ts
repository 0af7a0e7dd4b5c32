import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTarget, openDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { runScript } from '../support/run-script.ts';

/**
 * `npm run import` and `npm run export` on a PGlite data dir of their own. Instead of the demo
 * catalogue (slow to seed), the database holds a three-level category branch and one editor.
 */
let dir: string;
let dataDir: string;

const run = (script: string, args: string[]) => runScript(script, args, { DATA_DIR: dataDir, DATABASE_URL: '' });

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-import-'));
  dataDir = path.join(dir, 'data');
  const database = await openDatabase(databaseTarget(undefined, dataDir));
  await migrateToLatest(database.db);
  await database.db
    .insertInto('categories')
    .values([
      {
        id: 1,
        parentId: null,
        level: 1,
        nameEn: 'Design Elements',
        nameZh: '设计元件',
        imageFid: null,
        sortOrder: 1,
        typePath: '1',
      },
      {
        id: 101,
        parentId: 1,
        level: 2,
        nameEn: 'Knobs',
        nameZh: '旋钮',
        imageFid: null,
        sortOrder: 1,
        typePath: '1/101',
      },
      {
        id: 10101,
        parentId: 101,
        level: 3,
        nameEn: 'Star knobs',
        nameZh: '星形旋钮',
        imageFid: null,
        sortOrder: 1,
        typePath: '1/101/10101',
      },
    ])
    .execute();
  await database.db
    .insertInto('users')
    .values({
      email: 'cli-editor@lihda.example',
      passwordHash: 'x',
      firstName: 'Cli',
      lastName: 'Editor',
      phone: '',
      companyId: null,
      companyRole: null,
      role: 'editor',
    })
    .execute();
  await database.close();
}, 60_000);

afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('npm run import / export', () => {
  it('dry-runs, refuses an invalid file with exit code 1, imports as the editor, and exports what it imported', async () => {
    const header =
      'family_code,category_id,family_name_en,family_name_zh,part_no,dims,weight_grams,stock,lead_time_days,price_breaks';
    const good = path.join(dir, 'knobs.csv');
    await fs.writeFile(
      good,
      `\uFEFF${header}\r\nLH-1,10101,Star knob,星形旋钮,LH-1-20,d1=20;thread=M6,15,7,4,1:250;10:225\r\n`,
    );
    const bad = path.join(dir, 'bad.csv');
    await fs.writeFile(bad, `${header}\nLH-1,1,Star knob,星形旋钮,LH-1-20,d1=20,15,-7,4,1:250\n`);

    const dry = await run('scripts/import.ts', [good, '--dry-run']);
    expect(dry.stdout).toContain('Line 2: new family LH-1 in category 10101 (1 variant)');
    expect(dry.stdout).toContain('dry run: 1 family created');
    expect(dry.code).toBe(0);

    const refused = await run('scripts/import.ts', [bad]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('line 2, category_id: Category 1 is at level 1');
    expect(refused.stdout).toContain('line 2, stock: stock must be a whole number from 0 to 1000000.');
    expect(refused.stderr).toContain('2 errors; nothing was written.');

    const nobody = await run('scripts/import.ts', [good, '--editor', 'nobody@example.com']);
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('There is no editor account with the email address nobody@example.com');

    const imported = await run('scripts/import.ts', [good]);
    expect(imported.stdout).toContain(
      'imported as cli-editor@lihda.example: 1 family created, 0 updated; 1 variant created, 0 updated.',
    );
    expect(imported.code).toBe(0);

    const out = path.join(dir, 'export.csv');
    const exported = await run('scripts/export.ts', [out]);
    expect(exported.code).toBe(0);
    const csv = await fs.readFile(out, 'utf8');
    expect(csv).toContain('LH-1-20,d1=20;thread=M6,,,15,7,4,1:250;10:225\r\n');

    const database = await openDatabase(databaseTarget(undefined, dataDir));
    try {
      const changes = await database.db.selectFrom('editorChanges').select(['userEmail', 'area', 'summary']).execute();
      expect(changes).toEqual([
        {
          userEmail: 'cli-editor@lihda.example',
          area: 'import',
          summary: 'knobs.csv: 1 family created, 0 updated; 1 variant created, 0 updated',
        },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
