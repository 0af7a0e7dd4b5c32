import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { largestPages } from '../../scripts/bench/largest-pages.ts';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-largest-pages-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('largestPages', () => {
  it('lists the largest HTML pages of a site reached through a link, largest first, in KB', async () => {
    const release = path.join(dir, 'releases', '1');
    const write = async (file: string, bytes: number) => {
      await fs.mkdir(path.dirname(path.join(release, file)), { recursive: true });
      await fs.writeFile(path.join(release, file), 'x'.repeat(bytes));
    };
    await write('index.html', 3 * 1024);
    await write('productListLv1/1/download/index.html', 250 * 1024);
    await write('zh-cn/productListLv1/1/index.html', 40 * 1024);
    await write('_astro/large.js', 900 * 1024);
    // Publishing's site folder is a link to the live release.
    await fs.symlink(release, path.join(dir, 'site'));
    expect(await largestPages(path.join(dir, 'site'), 2)).toEqual([
      { page: path.join('productListLv1', '1', 'download', 'index.html'), kb: 250 },
      { page: path.join('zh-cn', 'productListLv1', '1', 'index.html'), kb: 40 },
    ]);
  });
});
