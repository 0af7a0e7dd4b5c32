import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The files that live outside the database: the published site (SITE_DIR, followed to its live
 * release) and, without SMTP_URL, the mail written as .eml files. Images, uploads and CAD are
 * rows of the database, so the database's part already holds them.
 */

async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

/** Copies a folder's files into the backup folder's part; answers whether there was anything to copy. */
export async function copyInto(source: string, part: string): Promise<boolean> {
  const real = await fs.realpath(source).catch(() => undefined);
  if (!real || (await fs.readdir(real)).length === 0) return false;
  await fs.cp(real, part, { recursive: true, dereference: true });
  return true;
}

/** Whether a restore would put the site over one that is there (a folder, or the link to a release). */
export const siteInPlace = (siteDir: string) => exists(siteDir);

/**
 * The backup's site becomes SITE_DIR, a plain folder (the next publish makes it a release again).
 * A link to a release is removed, not followed: the releases themselves stay for rollback.
 */
export async function restoreSite(part: string, siteDir: string): Promise<void> {
  await fs.rm(siteDir, { recursive: true, force: true });
  await fs.mkdir(path.dirname(siteDir), { recursive: true });
  await fs.cp(part, siteDir, { recursive: true });
}

/** Mail files are added beside any already there; a file of the same name is kept, not overwritten. */
export async function restoreMail(part: string, mailDir: string): Promise<void> {
  await fs.mkdir(mailDir, { recursive: true });
  await fs.cp(part, mailDir, { recursive: true, force: false, errorOnExist: false });
}
