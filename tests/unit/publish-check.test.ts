import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PAGE_BYTES, checkFiles, expectedFiles } from '../../server/publish/check.ts';
import {
  CHECKED_FILE,
  fileIdentity,
  parseCheckedPages,
  formatCheckedPages,
  readCheckedPages,
  writeCheckedPages,
} from '../../server/publish/checked-pages.ts';
import { shareUnchanged } from '../../server/publish/incremental.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-check-'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

const page = (body: string) => `<!DOCTYPE html><html lang="en"><body>${body}</body></html>\n`;

async function release(name: string, files: Record<string, string>): Promise<string> {
  const root = path.join(dir, name);
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
  return root;
}

describe('the check of a release', () => {
  it('passes whole pages and names the missing, empty and cut-off ones', async () => {
    const built = await release('1', {
      'index.html': page('home'),
      'about/index.html': '<html><body>half',
      'sitemap.xml': '  ',
      'faq/index.html': page('faq'),
    });
    const outcome = await checkFiles(built, [
      'index.html',
      'about/index.html',
      'sitemap.xml',
      'faq/index.html',
      'gone/index.html',
    ]);
    expect(outcome.missing).toEqual(['about/index.html', 'sitemap.xml', 'gone/index.html']);
    expect([...outcome.checked.keys()]).toEqual(['index.html', 'faq/index.html']);
    expect(outcome.proved).toBe(0);
  });

  it('expects every page of the download views in both languages, and lists none of them in a sitemap', () => {
    const files = expectedFiles({
      listed: ['/', '/productListLv1/1'],
      unlisted: ['/productListLv1/1/download', '/productListLv1/1/download/2'],
    });
    expect(files).toEqual([
      'index.html',
      'productListLv1/1/index.html',
      'productListLv1/1/download/index.html',
      'productListLv1/1/download/2/index.html',
      'zh-cn/index.html',
      'zh-cn/productListLv1/1/index.html',
      'zh-cn/productListLv1/1/download/index.html',
      'zh-cn/productListLv1/1/download/2/index.html',
      '404.html',
      'sitemap.xml',
      'sitemap-1.xml',
    ]);
    // The sitemap files are counted from the listed paths alone (contract/site/sitemap-files.ts).
    const many = Array.from({ length: 30_000 }, (_, i) => `/productListLv3/${i}/download`);
    expect(expectedFiles({ listed: ['/'], unlisted: many }).filter((f) => f.startsWith('sitemap-'))).toEqual([
      'sitemap-1.xml',
    ]);
  });

  it('fails a page whose HTML weighs more than the limit, whether read or proved by its identity', async () => {
    const heavy = page('x'.repeat(MAX_PAGE_BYTES));
    const atLimit = page('y'.repeat(MAX_PAGE_BYTES - page('').length));
    const live = await release('1', {
      'productListLv1/1/download/index.html': heavy,
      'productListLv1/1/download/2/index.html': atLimit,
      'sitemap-1.xml': 'z'.repeat(MAX_PAGE_BYTES + 1),
    });
    const files = ['productListLv1/1/download/index.html', 'productListLv1/1/download/2/index.html', 'sitemap-1.xml'];
    const outcome = await checkFiles(live, files);
    expect(outcome.tooLarge).toEqual(['productListLv1/1/download/index.html']);
    expect(outcome.missing).toEqual([]);
    expect([...outcome.checked.keys()]).toEqual(files.slice(1));

    // A record that vouches for the heavy page (one written before the limit) does not let it pass.
    const next = await release('2', {});
    await shareUnchanged(live, next, []);
    const vouched = new Map(outcome.checked);
    vouched.set(files[0]!, fileIdentity(await fs.stat(path.join(next, files[0]!))));
    const again = await checkFiles(next, files, vouched);
    expect(again.tooLarge).toEqual([files[0]]);
    expect(again.proved).toBe(2);
  });

  it('proves a page shared by hard link from the live release by its identity, and reads every other', async () => {
    const live = await release('1', {
      'index.html': page('old home'),
      'about/index.html': page('about'),
      'faq/index.html': page('faq'),
    });
    const files = ['index.html', 'about/index.html', 'faq/index.html'];
    const first = await checkFiles(live, files);
    await writeCheckedPages(live, first.checked);

    const next = await release('2', { 'index.html': page('new home') });
    await shareUnchanged(live, next, []);
    const outcome = await checkFiles(next, files, await readCheckedPages(live));
    expect(outcome.missing).toEqual([]);
    // about and faq are the live release's own files; the home page was rendered anew and read.
    expect(outcome.proved).toBe(2);
    expect(outcome.checked.get('about/index.html')).toBe(first.checked.get('about/index.html'));
    expect(outcome.checked.get('index.html')).not.toBe(first.checked.get('index.html'));
  });

  it('reads a shared page again when its file changed after the live release was checked', async () => {
    const live = await release('1', { 'index.html': page('home'), 'about/index.html': page('about') });
    const files = ['index.html', 'about/index.html'];
    await writeCheckedPages(live, (await checkFiles(live, files)).checked);
    const next = await release('2', {});
    await shareUnchanged(live, next, []);
    // Written in place (the same file, so both releases see it): the record no longer matches.
    await fs.writeFile(path.join(live, 'about/index.html'), '<html><body>cut');
    const outcome = await checkFiles(next, files, await readCheckedPages(live));
    expect(outcome.missing).toEqual(['about/index.html']);
    expect(outcome.proved).toBe(1);
  });

  it("never proves a page the live release's check did not pass, nor one copied rather than shared", async () => {
    const live = await release('1', { 'index.html': page('home'), 'about/index.html': page('about') });
    await writeCheckedPages(live, (await checkFiles(live, ['index.html'])).checked);
    const next = await release('2', { 'index.html': page('home') });
    await shareUnchanged(live, next, []);
    const outcome = await checkFiles(next, ['index.html', 'about/index.html'], await readCheckedPages(live));
    expect(outcome.proved).toBe(0);
    expect(outcome.missing).toEqual([]);
  });
});

describe('the record of checked pages', () => {
  it('reads back what was written, and is absent from a release without one', async () => {
    const pages = new Map([
      ['index.html', '1:2:300:4.5'],
      ['zh-cn/about/index.html', '1:3:301:4.5'],
    ]);
    expect(parseCheckedPages(formatCheckedPages(pages))).toEqual(pages);
    const live = await release('1', { 'index.html': page('home') });
    expect(await readCheckedPages(live)).toBeNull();
    await writeCheckedPages(live, pages);
    expect(await readCheckedPages(live)).toEqual(pages);
  });

  it('is not shared with the next release, and writing the next one leaves the live one as it was', async () => {
    const live = await release('1', { 'index.html': page('home') });
    await writeCheckedPages(live, new Map([['index.html', 'live']]));
    const next = await release('2', {});
    await shareUnchanged(live, next, []);
    await expect(fs.access(path.join(next, CHECKED_FILE))).rejects.toThrow();
    await writeCheckedPages(next, new Map([['index.html', 'next']]));
    expect(await readCheckedPages(live)).toEqual(new Map([['index.html', 'live']]));
  });
});
