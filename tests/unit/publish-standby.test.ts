import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { throwawaySite, writeFiles } from '../support/release-folders.ts';
import { CHECKED_FILE } from '../../server/publish/checked-pages.ts';
import { shareUnchanged } from '../../server/publish/incremental.ts';
import { fillStandby, standbyPath, takeStandby } from '../../server/publish/standby.ts';
import { releasePath } from '../../server/publish/switch.ts';

const site = throwawaySite();

/** Each file under a folder with the inode it is: equal inodes are one file shared. */
async function filesOf(root: string): Promise<Array<[string, number]>> {
  const entries = (await fs.readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const files = entries.map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
  return Promise.all(files.map(async (file) => [file, (await fs.stat(path.join(root, file))).ino] as [string, number]));
}

const LIVE_FILES = {
  'index.html': 'home',
  'about/index.html': 'about',
  'goodsInfo/12/knob/index.html': 'knob',
  'goodsInfo/12/index.html': 'knob redirect',
  'zh-cn/goodsInfo/12/knob/index.html': 'knob zh',
  'zh-cn/goodsDetails/12/index.html': 'sheet zh',
  'goodsInfo/120/pin/index.html': 'pin',
  '_astro/app.abc.js': 'js',
  [CHECKED_FILE]: 'the live release check',
};

const live = async (name = '1') => {
  await writeFiles(releasePath(site.layout, name), LIVE_FILES);
  return releasePath(site.layout, name);
};

describe('the standby copy of the live release', () => {
  it("is every file of the release, the same files on disk, without the release's check record", async () => {
    const release = await live();
    expect(await fillStandby(site.layout, '1')).toBe(true);
    const copy = await filesOf(standbyPath(site.layout, '1'));
    expect(copy).toEqual((await filesOf(release)).filter(([file]) => file !== CHECKED_FILE));
    // Made once: a second call finds it whole.
    expect(await fillStandby(site.layout, '1')).toBe(false);
    expect((await fs.readdir(site.layout.releasesDir)).sort()).toEqual(['.standby-1', '1']);
  });

  it("removes any other release's copy, whole or half-filled, when it makes one", async () => {
    await live('1');
    await live('2');
    await fillStandby(site.layout, '1');
    await writeFiles(`${standbyPath(site.layout, '2')}.filling`, { 'index.html': 'half' });
    await live('3');
    expect(await fillStandby(site.layout, '3')).toBe(true);
    expect((await fs.readdir(site.layout.releasesDir)).sort()).toEqual(['.standby-3', '1', '2', '3']);
  });

  it('is the same where the system has neither cp nor rm: the links are made and the folders removed in this process', async () => {
    const release = await live();
    await live('2');
    await fillStandby(site.layout, '2');
    const path_ = process.env.PATH;
    process.env.PATH = path.join(site.dir, 'no-tools');
    try {
      expect(await fillStandby(site.layout, '1')).toBe(true);
    } finally {
      process.env.PATH = path_;
    }
    expect(await filesOf(standbyPath(site.layout, '1'))).toEqual(
      (await filesOf(release)).filter(([file]) => file !== CHECKED_FILE),
    );
    expect((await fs.readdir(site.layout.releasesDir)).sort()).toEqual(['.standby-1', '1', '2']);
  });

  it('leaves nothing under either name when it is stopped', async () => {
    await live();
    const stop = new AbortController();
    stop.abort(new Error('the builder stopped'));
    await expect(fillStandby(site.layout, '1', stop.signal)).rejects.toThrow('the builder stopped');
    expect(await fs.readdir(site.layout.releasesDir)).toEqual(['1']);
  });

  it('is not taken while it is half-filled', async () => {
    await live();
    await writeFiles(`${standbyPath(site.layout, '1')}.filling`, { 'index.html': 'half' });
    expect(await takeStandby(site.layout, '1', path.join(site.layout.releasesDir, '.building-2'), [12])).toBeNull();
  });

  it("becomes the new build's folder less the changed families' pages: what linking the files one by one gives", async () => {
    const release = await live();
    await fillStandby(site.layout, '1');
    const taken = path.join(site.layout.releasesDir, '.building-2');
    expect(await takeStandby(site.layout, '1', taken, [12])).toEqual({ removedPages: 4 });
    await expect(fs.access(standbyPath(site.layout, '1'))).rejects.toThrow();

    const linked = path.join(site.dir, 'linked');
    await shareUnchanged(release, linked, [12]);
    expect(await filesOf(taken)).toEqual(await filesOf(linked));
    expect((await filesOf(taken)).map(([file]) => file)).toEqual([
      '_astro/app.abc.js',
      'about/index.html',
      'goodsInfo/120/pin/index.html',
      'index.html',
    ]);
  });
});
