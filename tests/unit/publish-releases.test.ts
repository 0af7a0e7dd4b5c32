import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { throwawaySite, writeFiles } from '../support/release-folders.ts';
import {
  familyFolders,
  familyPaths,
  sameAssets,
  shareUnchanged,
  moveRenderedIn,
} from '../../server/publish/incremental.ts';
import {
  adoptDirectory,
  buildingPath,
  listReleases,
  pruneReleases,
  releasePath,
  removeLeftovers,
  renderingPath,
  switchTo,
} from '../../server/publish/switch.ts';

const site = throwawaySite();

const release = async (name: string, files: Record<string, string> = { 'index.html': `<p>release ${name}</p>` }) => {
  await writeFiles(releasePath(site.layout, name), files);
  return releasePath(site.layout, name);
};
const served = () => fs.readFile(path.join(site.layout.siteDir, 'index.html'), 'utf8');

describe('the switch', () => {
  it('points SITE_DIR at the new release in one step, the old one kept', async () => {
    await release('1');
    await release('2');
    await switchTo(site.layout, '1');
    expect(await served()).toBe('<p>release 1</p>');
    await switchTo(site.layout, '2');
    expect(await served()).toBe('<p>release 2</p>');
    expect(await fs.readlink(site.layout.siteDir)).toBe(path.join('dist.releases', '2'));
    // No switch link is left beside SITE_DIR.
    expect((await fs.readdir(site.dir)).sort()).toEqual(['dist', 'dist.releases']);
  });

  it('refuses a release without a home page, and the live site stays', async () => {
    await release('1');
    await release('2', { 'about.html': 'half a build' });
    await switchTo(site.layout, '1');
    await expect(switchTo(site.layout, '2')).rejects.toThrow('Release 2 has no index.html');
    expect(await served()).toBe('<p>release 1</p>');
  });
});

describe('adopting the site npm start built', () => {
  it('moves the plain folder into its release and links it in its place, with no turn of the event loop between', async () => {
    await writeFiles(site.layout.siteDir, { 'index.html': 'first site' });
    // What the site's own requests could see at each turn while the adoption runs (CI once met the 404 page here).
    const seen: boolean[] = [];
    let done = false;
    const adopting = adoptDirectory(site.layout, '1').finally(() => {
      done = true;
    });
    while (!done) {
      seen.push(existsSync(path.join(site.layout.siteDir, 'index.html')));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await adopting;
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.filter((found) => !found)).toEqual([]);
    expect(await fs.readlink(site.layout.siteDir)).toBe(path.join('dist.releases', '1'));
    expect(await served()).toBe('first site');
    expect((await fs.readdir(site.dir)).sort()).toEqual(['dist', 'dist.releases']);
  });
});

describe('pruning', () => {
  it('keeps the newest releases and those named, whatever their age', async () => {
    for (const name of ['1', '2', '3', '4', '5', '6', '7']) await release(name);
    expect(await pruneReleases(site.layout, 3, new Set(['2']))).toEqual(['4', '3', '1']);
    expect(await listReleases(site.layout)).toEqual(['7', '6', '5', '2']);
  });

  it('leaves a shared file in the releases that keep it', async () => {
    const old = await release('1', { 'index.html': 'home', '_astro/app.js': 'js' });
    const next = await release('2', { 'index.html': 'new home' });
    await shareUnchanged(old, next, []);
    await pruneReleases(site.layout, 1, new Set());
    expect(await fs.readFile(path.join(next, '_astro/app.js'), 'utf8')).toBe('js');
  });
});

describe('leftovers of a builder that stopped', () => {
  it("removes the folders of builds no longer running, both the release's and the rendered pages', and spares a running build's", async () => {
    for (const folder of [
      buildingPath(site.layout, 3),
      renderingPath(site.layout, 3),
      buildingPath(site.layout, 4),
      renderingPath(site.layout, 4),
    ])
      await writeFiles(folder, { 'index.html': 'half' });
    await release('2');
    expect((await removeLeftovers(site.layout, (id) => id === 4)).sort()).toEqual(['.building-3', '.rendering-3']);
    expect((await fs.readdir(site.layout.releasesDir)).sort()).toEqual(['.building-4', '.rendering-4', '2']);
  });
});

describe('an incremental release', () => {
  it("hard-links every file it did not render from the live release, except the changed families' own pages", async () => {
    const live = await release('1', {
      'index.html': 'old home',
      'about/index.html': 'about',
      'goodsInfo/12/knob/index.html': 'old knob',
      'goodsInfo/12/index.html': 'redirect',
      'zh-cn/goodsDetails/12/index.html': 'old sheet',
      'goodsInfo/120/pin/index.html': 'pin',
      '_astro/app.abc.js': 'js',
    });
    const next = await release('2', {
      'index.html': 'new home',
      'goodsInfo/12/knob-renamed/index.html': 'new knob',
      '_astro/app.abc.js': 'js',
    });
    expect(await shareUnchanged(live, next, [12])).toEqual({ files: 2, pages: 2 });

    const files = (await fs.readdir(next, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(next, path.join(e.parentPath, e.name)))
      .sort();
    expect(files).toEqual([
      '_astro/app.abc.js',
      'about/index.html',
      'goodsInfo/12/knob-renamed/index.html',
      'goodsInfo/120/pin/index.html',
      'index.html',
    ]);
    expect(await fs.readFile(path.join(next, 'index.html'), 'utf8')).toBe('new home');
    // Shared, not copied: the same file on disk.
    const [a, b] = await Promise.all([
      fs.stat(path.join(live, 'about/index.html')),
      fs.stat(path.join(next, 'about/index.html')),
    ]);
    expect(b.ino).toBe(a.ino);
    expect((await fs.stat(path.join(next, 'index.html'))).ino).not.toBe(
      (await fs.stat(path.join(live, 'index.html'))).ino,
    );
  });

  it('takes the pages rendered beside it in place of the shared ones, leaving the live release as it was', async () => {
    const live = await release('1', {
      'index.html': 'old home',
      'about/index.html': 'about',
      'goodsInfo/12/knob/index.html': 'old knob',
      '_astro/app.abc.js': 'js',
    });
    const next = releasePath(site.layout, '2');
    const rendered = path.join(site.layout.releasesDir, '.rendering-2');
    await writeFiles(rendered, {
      'index.html': 'new home',
      'goodsInfo/12/knob-renamed/index.html': 'new knob',
      '_astro/app.abc.js': 'js',
    });
    expect(await shareUnchanged(live, next, [12])).toEqual({ files: 3, pages: 2 });
    expect(await moveRenderedIn(rendered, next)).toEqual({ replaced: 2, newPages: 1 });

    const files = (await fs.readdir(next, { recursive: true })).filter((f) => f.includes('.')).sort();
    expect(files).toEqual([
      '_astro/app.abc.js',
      'about/index.html',
      'goodsInfo/12/knob-renamed/index.html',
      'index.html',
    ]);
    expect(await fs.readFile(path.join(next, 'index.html'), 'utf8')).toBe('new home');
    expect(await fs.readFile(path.join(live, 'index.html'), 'utf8')).toBe('old home');
    expect((await fs.stat(path.join(next, 'about/index.html'))).ino).toBe(
      (await fs.stat(path.join(live, 'about/index.html'))).ino,
    );
    await expect(fs.access(rendered)).rejects.toThrow();
  });

  it("names a family's own pages in both languages and no other family's", () => {
    const own = familyFolders([12, 7]);
    for (const file of [
      'goodsInfo/12/knob/index.html',
      'zh-cn/goodsInfo/7/index.html',
      'goodsDetails/12/index.html',
      'zh-cn/goodsingopush/7/index.html',
      'goodsDetails/12.html',
    ])
      expect(own.test(file), file).toBe(true);
    for (const file of [
      'goodsInfo/120/pin/index.html',
      'goodsInfo/71/index.html',
      'productListLv3/12/index.html',
      'en/goodsInfo/12/index.html',
    ])
      expect(own.test(file), file).toBe(false);
    // The same places as paths (a standby copy removes them: server/publish/standby.ts).
    const paths = familyPaths([12, 7]);
    expect(paths).toHaveLength(2 * 3 * 2 * 2);
    for (const place of paths) expect(own.test(place) || own.test(`${place}/index.html`), place).toBe(true);
  });

  it('tells the hashed assets of two builds apart', async () => {
    const a = await release('1', { 'index.html': 'a', '_astro/app.abc.js': 'js' });
    const b = await release('2', { 'index.html': 'b', '_astro/app.abc.js': 'js' });
    const c = await release('3', { 'index.html': 'c', '_astro/app.def.js': 'js' });
    expect(await sameAssets(a, b)).toBe(true);
    expect(await sameAssets(a, c)).toBe(false);
  });
});
