import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { siteLayout, type SiteLayout } from '../../server/publish/switch.ts';

/** Writes each file (path relative to `root`: text) with its folders. */
export async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
}

/** A throwaway folder, new for each test and removed after it, with SITE_DIR `dist` in it. */
export function throwawaySite(): { dir: string; layout: SiteLayout } {
  const site = { dir: '', layout: siteLayout('dist') };
  beforeEach(async () => {
    site.dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-releases-'));
    site.layout = siteLayout(path.join(site.dir, 'dist'));
  });
  afterEach(() => fs.rm(site.dir, { recursive: true, force: true }));
  return site;
}
