import { randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './files-under.ts';
import { removeFolder } from './remove-folder.ts';

/**
 * Releases on disk: every published build is a folder `${SITE_DIR}.releases/<build id>`, and
 * SITE_DIR is a symbolic link to the live one. Switching writes a new link beside SITE_DIR and
 * renames it over the old one: one atomic step, so every request sees either the old site or
 * the new one, never a mix. Older releases stay for rollback until pruned.
 */

export interface SiteLayout {
  /** What the static server serves (SITE_DIR). */
  siteDir: string;
  /** Where the releases are kept: SITE_DIR + '.releases'. */
  releasesDir: string;
}

export function siteLayout(siteDir: string): SiteLayout {
  const resolved = path.resolve(siteDir);
  return { siteDir: resolved, releasesDir: `${resolved}.releases` };
}

/** Release names are build ids: nothing else is ever joined to a path. */
const RELEASE_NAME = /^\d{1,10}$/;

export function releasePath(layout: SiteLayout, name: string): string {
  if (!RELEASE_NAME.test(name)) throw new Error(`Not a release name: ${name}`);
  return path.join(layout.releasesDir, name);
}

/** Where a build writes before it is checked: renamed to its release folder only when it passed. */
export function buildingPath(layout: SiteLayout, buildId: number): string {
  return path.join(layout.releasesDir, `.building-${buildId}`);
}

/** Where an incremental build renders its pages while the live release's other files are shared into buildingPath. */
export function renderingPath(layout: SiteLayout, buildId: number): string {
  return path.join(layout.releasesDir, `.rendering-${buildId}`);
}

export type SiteState =
  | { kind: 'missing' }
  /** SITE_DIR links to one of our releases. */
  | { kind: 'release'; name: string }
  /** A plain folder, from `npm start`'s first build or `npm run build`; hasSite when it holds index.html. */
  | { kind: 'directory'; hasSite: boolean }
  /** A link somewhere else (set up by hand). */
  | { kind: 'foreign'; target: string };

export async function siteState(layout: SiteLayout): Promise<SiteState> {
  let stat;
  try {
    stat = await fs.lstat(layout.siteDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    throw error;
  }
  if (stat.isSymbolicLink()) {
    const target = path.resolve(path.dirname(layout.siteDir), await fs.readlink(layout.siteDir));
    const name = path.basename(target);
    if (path.dirname(target) === layout.releasesDir && RELEASE_NAME.test(name)) return { kind: 'release', name };
    return { kind: 'foreign', target };
  }
  if (stat.isDirectory()) return { kind: 'directory', hasSite: await exists(path.join(layout.siteDir, 'index.html')) };
  throw new Error(`${layout.siteDir} is neither a folder nor a link: move it away to publish.`);
}

/** Whether a file or folder is there. */
export async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/** The live release's name, or null when SITE_DIR is not (yet) one of our links. */
export async function liveRelease(layout: SiteLayout): Promise<string | null> {
  const state = await siteState(layout);
  return state.kind === 'release' ? state.name : null;
}

/** A new link beside SITE_DIR to `target` (relative, `dist.releases/12`, so the whole folder can move), to be renamed over it. */
async function newLink(layout: SiteLayout, target: string): Promise<string> {
  const parent = path.dirname(layout.siteDir);
  const link = path.join(parent, `.${path.basename(layout.siteDir)}.switch-${randomBytes(6).toString('hex')}`);
  await fs.symlink(path.relative(parent, target), link, 'dir');
  return link;
}

/**
 * Points SITE_DIR at a release in one atomic rename. SITE_DIR must be a link or absent (see
 * adoptDirectory).
 */
export async function switchTo(layout: SiteLayout, name: string): Promise<void> {
  const target = releasePath(layout, name);
  if (!(await exists(path.join(target, 'index.html'))))
    throw new Error(`Release ${name} has no index.html: not switching to it.`);
  const temporary = await newLink(layout, target);
  try {
    await fs.rename(temporary, layout.siteDir);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * SITE_DIR as a plain folder (the first build of `npm start`) becomes the release `name`: the
 * folder moves into the releases folder and a link made beforehand takes its place. The two renames
 * run back to back, synchronously: no request this process serves runs between them (a file lookup
 * in the thread pool that fell between them is looked up again: server/site/site-file.ts).
 */
export async function adoptDirectory(layout: SiteLayout, name: string): Promise<void> {
  await fs.mkdir(layout.releasesDir, { recursive: true });
  const target = releasePath(layout, name);
  const link = await newLink(layout, target);
  try {
    renameSync(layout.siteDir, target);
    try {
      renameSync(link, layout.siteDir);
    } catch (error) {
      renameSync(target, layout.siteDir);
      throw error;
    }
  } finally {
    await fs.rm(link, { force: true });
  }
}

/** Release folder names, newest build first. */
export async function listReleases(layout: SiteLayout): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(layout.releasesDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isDirectory() && RELEASE_NAME.test(e.name))
    .map((e) => e.name)
    .sort((a, b) => Number(b) - Number(a));
}

/**
 * Deletes releases beyond the newest `newest`, never one in `keep` (the live release and the one
 * before it, the rollback target). Returns the names deleted.
 */
export async function pruneReleases(layout: SiteLayout, newest: number, keep: ReadonlySet<string>): Promise<string[]> {
  const names = await listReleases(layout);
  const doomed = names.slice(newest).filter((name) => !keep.has(name));
  for (const name of doomed) await removeFolder(releasePath(layout, name));
  return doomed;
}

/**
 * Half-written builds and switch links left by a process that stopped mid-way; `isRunning` spares
 * the folder of a build another process is writing right now.
 */
export async function removeLeftovers(layout: SiteLayout, isRunning: (buildId: number) => boolean): Promise<string[]> {
  const removed: string[] = [];
  const parent = path.dirname(layout.siteDir);
  const switchPrefix = `.${path.basename(layout.siteDir)}.switch-`;
  for (const entry of await fs.readdir(parent).catch(() => [] as string[])) {
    const file = path.join(parent, entry);
    // A switch takes microseconds: a link older than a minute was left by a crash.
    if (entry.startsWith(switchPrefix) && Date.now() - (await fs.lstat(file)).mtimeMs > 60_000) {
      await fs.rm(file, { force: true });
      removed.push(entry);
    }
  }
  for (const entry of await fs.readdir(layout.releasesDir).catch(() => [] as string[])) {
    const building = /^\.(building|rendering)-(\d+)$/.exec(entry);
    if (building && !isRunning(Number(building[2]))) {
      await removeFolder(path.join(layout.releasesDir, entry));
      removed.push(entry);
    }
  }
  return removed;
}

/** HTML files under a folder: a release's page count. */
export async function countPages(dir: string): Promise<number> {
  return (await filesUnder(dir)).filter((file) => file.endsWith('.html')).length;
}
