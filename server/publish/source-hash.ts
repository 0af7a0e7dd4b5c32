import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** What the site is rendered from besides the API's data: a change in any of them needs a full build. */
const SOURCES = ['src', 'contract', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

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
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(await fs.readFile(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}
