import fs from 'node:fs/promises';
import path from 'node:path';

/** The `count` largest HTML pages of a built site (its folder or the link to a live release), in KB. */
export async function largestPages(site: string, count: number): Promise<Array<{ page: string; kb: number }>> {
  const root = await fs.realpath(site);
  const pages: Array<{ page: string; kb: number }> = [];
  for (const entry of await fs.readdir(root, { recursive: true })) {
    const relative = String(entry);
    if (!relative.endsWith('.html')) continue;
    const { size } = await fs.stat(path.join(root, relative));
    pages.push({ page: relative, kb: Math.round(size / 1024) });
  }
  return pages.sort((a, b) => b.kb - a.kb).slice(0, count);
}
