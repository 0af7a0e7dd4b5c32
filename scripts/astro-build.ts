import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildAddress, startBuildRecord, writeBuildRecord } from '../server/publish/build-record.ts';
import { PROJECT_ROOT, privateBuildFolder } from '../server/publish/runner.ts';

/**
 * Runs `astro build` in a child process on this same Node (24), against the API at apiUrl, with
 * siteUrl (else SITE_URL) as the site's address in canonical URLs and the sitemap, and leaves the
 * build's record in the site (server/publish/build-record.ts) so its first publish may be incremental.
 * Resolves when the build succeeded; rejects with the exit code otherwise, so nothing half-built is used.
 */
export async function astroBuild(apiUrl: string, outDir?: string, siteUrl?: string): Promise<void> {
  const address = buildAddress(siteUrl);
  const record = await startBuildRecord(PROJECT_ROOT, address);
  await astroBuildProject(outDir ? ['--outDir', outDir] : [], { API_URL: apiUrl, SITE_URL: address });
  await writeBuildRecord(outDir ?? path.join(PROJECT_ROOT, 'dist'), record);
}

/**
 * Builds a site into `siteDir`: beside it first, then in its place, so a site already there (a plain
 * folder, or publishing's link to the live release, whose releases stay for rollback) is replaced
 * only by a whole one, and kept when the build fails.
 */
export async function buildSiteInto(siteDir: string, build: (outDir: string) => Promise<void>): Promise<void> {
  const next = `${siteDir}.rebuilding`;
  fs.rmSync(next, { recursive: true, force: true });
  try {
    await build(next);
  } catch (error) {
    fs.rmSync(next, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.renameSync(next, siteDir);
}

/**
 * `astro build` with these arguments in a child process, in a working folder of its own
 * (privateBuildFolder), so builds of one checkout at once never share Astro's intermediate files.
 * It builds this project unless the arguments give another --root.
 */
export function astroBuildProject(args: string[], env: Record<string, string> = {}): Promise<void> {
  const astroBin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
    'bin',
    'astro.mjs',
  );
  const absolute = args.map((arg, i) =>
    args[i - 1] === '--outDir' || args[i - 1] === '--root' ? path.resolve(arg) : arg,
  );
  const root = args.includes('--root') ? [] : ['--root', PROJECT_ROOT];
  const workDir = privateBuildFolder();
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build', ...root, ...absolute], {
      cwd: workDir,
      stdio: 'inherit',
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`));
    });
  }).finally(() => fs.rmSync(workDir, { recursive: true, force: true }));
}
