import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inBatches } from './in-batches.ts';

/** What the site is rendered from besides the API's data: a change in any of them needs a full build. */
const SOURCES = ['src', 'contract', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

/** Files read at once: one at a time, the 800 files took a second while the API answered the build's first calls. */
const READS_IN_FLIGHT = 32;

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry);
  const stat = await fs.stat(full).catch(() => null);
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  const entries = await fs.readdir(full, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** SHA-256 over the names and contents of the site's source files: equal only when no code, layout or text changed. */
export async function sourceHash(root: string): Promise<string> {
  const files = (await Promise.all(SOURCES.map((entry) => filesUnder(root, entry)))).flat().sort();
  const contents = await inBatches(files, READS_IN_FLIGHT, (file) => fs.readFile(path.join(root, file)));
  const hash = createHash('sha256');
  files.forEach((file, i) => hash.update(`${file}\0`).update(contents[i]!).update('\0'));
  return hash.digest('hex');
}
