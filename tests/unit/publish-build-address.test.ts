import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtForAnotherAddress, readBuildRecord, writeBuildRecord } from '../../server/publish/build-record.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-record-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const HASH = 'a'.repeat(64);

describe('the address a release was built for', () => {
  it("is kept in the site's record and read back", async () => {
    await writeBuildRecord(dir, {
      sourceHash: HASH,
      startedAt: new Date('2026-11-01T10:00:00Z'),
      siteUrl: 'https://shop.example.com',
    });
    expect(await readBuildRecord(dir)).toEqual({
      sourceHash: HASH,
      startedAt: new Date('2026-11-01T10:00:00Z'),
      siteUrl: 'https://shop.example.com',
    });
  });

  it('refuses a site whose pages name another origin or port, and says both', async () => {
    const record = { sourceHash: HASH, startedAt: new Date(), siteUrl: 'http://127.0.0.1:4321' };
    expect(builtForAnotherAddress(record, 'https://shop.example.com')).toBe(
      'its pages name http://127.0.0.1:4321, and the shop is now https://shop.example.com',
    );
    expect(builtForAnotherAddress(record, 'http://127.0.0.1:4400')).toMatch(/127\.0\.0\.1:4321.*127\.0\.0\.1:4400/);
  });

  it('takes the same address with or without its trailing slash as the same', () => {
    const record = { sourceHash: HASH, startedAt: new Date(), siteUrl: 'https://shop.example.com' };
    expect(builtForAnotherAddress(record, 'https://shop.example.com/')).toBeNull();
    expect(builtForAnotherAddress(record, 'https://SHOP.example.com')).toBeNull();
  });

  it('cannot tell for a site built otherwise or recorded before the address was kept', async () => {
    expect(builtForAnotherAddress(null, 'https://shop.example.com')).toBeNull();
    await fs.writeFile(
      path.join(dir, '.lihda-build.json'),
      JSON.stringify({ sourceHash: HASH, startedAt: new Date().toISOString() }),
    );
    const older = await readBuildRecord(dir);
    expect(older?.siteUrl).toBeNull();
    expect(builtForAnotherAddress(older, 'https://shop.example.com')).toBeNull();
  });

  it("rewrites the record without changing a hard-linked copy of it (an incremental release shares the live one's files)", async () => {
    const live = path.join(dir, 'live');
    const next = path.join(dir, 'next');
    await fs.mkdir(live);
    await fs.mkdir(next);
    await writeBuildRecord(live, {
      sourceHash: HASH,
      startedAt: new Date('2026-11-01T10:00:00Z'),
      siteUrl: 'https://old.example.com',
    });
    await fs.link(path.join(live, '.lihda-build.json'), path.join(next, '.lihda-build.json'));
    await writeBuildRecord(next, {
      sourceHash: HASH,
      startedAt: new Date('2026-11-02T10:00:00Z'),
      siteUrl: 'https://new.example.com',
    });
    expect((await readBuildRecord(live))?.siteUrl).toBe('https://old.example.com');
    expect((await readBuildRecord(next))?.siteUrl).toBe('https://new.example.com');
  });
});
