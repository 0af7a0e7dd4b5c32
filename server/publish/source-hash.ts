import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './files-under.ts';
import { inBatches } from './in-batches.ts';

/** What the site is rendered from besides the API's data: a change in any of them needs a full build. */
const SOURCES = ['src', 'contract', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** Files read at once: one at a time, the 800 files took a second while the API answered the build's first calls. */
const READS_IN_FLIGHT = 32;

/** The entry itself when it is a file, every file under it when it is a folder, relative to `root`. */
async function filesOf(root: string, entry: string): Promise<string[]> {
  const stat = await fs.stat(path.join(root, entry)).catch(() => null);
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return (await filesUnder(path.join(root, entry))).map((file) => path.join(entry, file));
}

/** SHA-256 over the names and contents of the site's source files: equal only when no code, layout or text changed. */
export async function sourceHash(root: string): Promise<string> {
  const files = (await Promise.all(SOURCES.map((entry) => filesOf(root, entry)))).flat().sort();
  const contents = await inBatches(files, READS_IN_FLIGHT, (file) => fs.readFile(path.join(root, file)));
  const hash = createHash('sha256');
  files.forEach((file, i) => hash.update(`${file}\0`).update(contents[i]!).update('\0'));
  return hash.digest('hex');
}
