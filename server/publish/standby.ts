import fs from 'node:fs/promises';
import path from 'node:path';
import { CHECKED_FILE } from './checked-pages.ts';
import { filesUnder } from './files-under.ts';
import { familyPaths, shareUnchanged } from './incremental.ts';
import { removeFolder } from './remove-folder.ts';
import { runTool } from './run-tool.ts';
import { exists, releasePath, type SiteLayout } from './switch.ts';

/**
 * A standby copy of the live release: after each switch the builder hard-links every file of the
 * live release into `.standby-<release>` in the background (`cp -al`), so the next incremental build starts
 * from it with one rename instead of linking every file while it renders (139,000 files took
 * 10.5 s at `--scale 100`: docs/performance.md). The copy is filled under `.standby-<release>.filling`
 * and renamed when whole, so a copy under its own name is always whole; a release never changes
 * once written, so a whole copy of it stays right for as long as it is kept (after a rollback too).
 */

const STANDBY = /^\.standby-(\d+)(\.filling)?$/;

/** Where the whole copy of a release is kept (releasePath refuses any name but a build id). */
export function standbyPath(layout: SiteLayout, release: string): string {
  return path.join(layout.releasesDir, `.standby-${path.basename(releasePath(layout, release))}`);
}

/** The standby copies and half-filled ones in the releases folder, by name. */
async function standbysIn(layout: SiteLayout): Promise<string[]> {
  const entries = await fs.readdir(layout.releasesDir).catch(() => [] as string[]);
  return entries.filter((entry) => STANDBY.test(entry));
}

/**
 * Makes the standby copy of `release`, unless it is there already; every other copy, whole or
 * half-filled (a process stopped mid-way, an older release), is removed first. Answers whether it
 * filled a copy. An aborted `signal` stops it; the half-filled copy is removed.
 */
export async function fillStandby(layout: SiteLayout, release: string, signal?: AbortSignal): Promise<boolean> {
  const whole = standbyPath(layout, release);
  const filling = `${whole}.filling`;
  const others = (await standbysIn(layout)).filter((entry) => entry !== path.basename(whole));
  for (const entry of others) await removeFolder(path.join(layout.releasesDir, entry));
  if (await exists(whole)) return false;
  try {
    await linkAll(releasePath(layout, release), filling, signal);
    await fs.rename(filling, whole);
    return true;
  } catch (error) {
    await removeFolder(filling);
    throw error;
  }
}

/**
 * Hard-links every file of `from` into the new folder `to`, less the release's check record (as
 * shareUnchanged links them), with `cp -al` in a child process: at `--scale 100` it took 8 s where
 * the links made here took 19.5 s, and it leaves this process's thread pool to the site. Where `cp`
 * cannot (no `cp`, or one without `-l`), the links are made here.
 */
async function linkAll(from: string, to: string, signal?: AbortSignal): Promise<void> {
  const copied = await runTool('cp', ['-al', '--', `${from}/.`, to], signal).catch((error: unknown) => {
    signal?.throwIfAborted();
    return error as Error;
  });
  if (copied === 'done') {
    await fs.rm(path.join(to, CHECKED_FILE), { force: true });
    return;
  }
  await removeFolder(to);
  await shareUnchanged(from, to, [], signal);
}

/**
 * Moves the whole standby copy of `release` to `buildDir` and removes the changed families' own
 * pages from it (they are rendered anew; a renamed family's old address must go). Answers how many
 * pages it removed, or null when there is no whole copy of that release.
 */
export async function takeStandby(
  layout: SiteLayout,
  release: string,
  buildDir: string,
  families: number[],
): Promise<{ removedPages: number } | null> {
  try {
    await fs.rename(standbyPath(layout, release), buildDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let removedPages = 0;
  for (const relative of familyPaths(families)) {
    const target = path.join(buildDir, relative);
    const stat = await fs.stat(target).catch(() => null);
    if (!stat) continue;
    removedPages += stat.isDirectory()
      ? (await filesUnder(target)).filter((file) => file.endsWith('.html')).length
      : Number(relative.endsWith('.html'));
    await fs.rm(target, { recursive: true, force: true });
  }
  return { removedPages };
}
