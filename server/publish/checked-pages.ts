import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The pages a release passed its check with (server/publish/check.ts), kept in the release as a dot
 * file (the site's server never serves dot files): for each page, the identity of the file on disk
 * (device, inode, size, modification time). An incremental release hard-links its unchanged pages
 * from the live release, so such a page is the very file that passed: one stat proves it, and the
 * check need not read it again. A page rendered anew, a file changed in place, or a release without
 * the record (adopted, or built before it existed) is read and parsed as usual.
 */
export const CHECKED_FILE = '.lihda-checked';

/** What the check knows of one page: "file\tdev:ino:size:mtimeMs". */
export type CheckedPages = ReadonlyMap<string, string>;

export const fileIdentity = (stat: Pick<Stats, 'dev' | 'ino' | 'size' | 'mtimeMs'>): string =>
  `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;

export function formatCheckedPages(pages: CheckedPages): string {
  return [...pages].map(([file, identity]) => `${file}\t${identity}\n`).join('');
}

export function parseCheckedPages(text: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) pages.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return pages;
}

/** The record of the release in `dir`, or null when it has none (every page is then read). */
export async function readCheckedPages(dir: string): Promise<CheckedPages | null> {
  try {
    return parseCheckedPages(await fs.readFile(path.join(dir, CHECKED_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Writes the record beside the pages. Through a new file renamed into place: the name may still be a
 * hard link to the live release's record, which must not change under it.
 */
export async function writeCheckedPages(dir: string, pages: CheckedPages): Promise<void> {
  const temporary = path.join(dir, `${CHECKED_FILE}.new`);
  await fs.writeFile(temporary, formatCheckedPages(pages));
  await fs.rename(temporary, path.join(dir, CHECKED_FILE));
}
