import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/connect.ts';
import { createBuildLog, type BuildLog } from './build-log.ts';
import { MAX_PAGE_BYTES, checkFiles, expectedFiles, expectedPaths } from './check.ts';
import { readCheckedPages, writeCheckedPages, type CheckedPages } from './checked-pages.ts';
import { PARTIAL_BUILD_ENV, type PartialBuild } from '#contract/site/partial-build.ts';
import { runHook } from './hook.ts';
import type { BuildPlan } from './partial-plan.ts';
import { partialBuildOf, planBuild, sameAssets, shareUnchanged, moveRenderedIn } from './incremental.ts';
import {
  appendLog,
  claimNext,
  failInterrupted,
  finishBuild,
  forgetReleases,
  liveBuild,
  recordAdoptedRelease,
  recordBuildKind,
  saveLog,
  setExpectedPages,
  setRelease,
  stamp,
  type BuildRow,
} from './queue.ts';
import { PROJECT_ROOT, runAstroBuild } from './runner.ts';
import { buildAddress, builtForAnotherAddress, readBuildRecord, writeBuildRecord } from './build-record.ts';
import { removeFolder } from './remove-folder.ts';
import { sourceHash } from './source-hash.ts';
import { fillStandby, takeStandby } from './standby.ts';
import { BUILD_STALL_MS, HOOK_TIMEOUT_MS, KEEP_RELEASES, POLL_MS } from './settings.ts';
import { processAlive, runnerIsGone } from './runner-liveness.ts';
import {
  adoptDirectory,
  buildingPath,
  countPages,
  liveRelease,
  pruneReleases,
  releasePath,
  removeLeftovers,
  renderingPath,
  siteState,
  switchTo,
  type SiteLayout,
} from './switch.ts';

/**
 * The builder: in a process that serves the site (npm start) or in `npm run rebuild`, it takes
 * queued rows one at a time — builds into a new folder from the API, checks it, switches the site
 * to it, keeps the one before for rollback, prunes older releases and runs PUBLISH_HOOK — or
 * performs a queued rollback. Any failure leaves the live site as it was.
 */

export interface BuilderOptions {
  db: Db;
  layout: SiteLayout;
  /** The API the site is rendered from: this process's own address. */
  apiUrl: string;
  /** The site's public address (SITE_URL, else where this process listens). */
  siteUrl?: string;
  hook: string | undefined;
  /** Where the builder reports in one line (the shop's logger, or the console of npm run rebuild). */
  report: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** Every log chunk of every build as it is written (npm run rebuild prints them). */
  echo?: (text: string) => void;
  pollMs?: number;
}

export interface Builder {
  /** host:pid:siteDir, stored on the rows this builder runs. */
  readonly runner: string;
  /** Look at the queue now rather than at the next poll. */
  kick(): void;
  /** Stops the loop; a build under way is stopped and marked failed. Resolves when it is done. */
  stop(): Promise<void>;
}

/** What renderRelease made: the kind of build, the live release's check record its shared pages may pass by, the pages written. */
interface RenderedRelease {
  kind: 'full' | 'incremental';
  vouched: CheckedPages | null;
  pages: number;
}

/** A failure whose message is the reason the log gives (no stack: the log is for editors). */
class PublishFailure extends Error {}

/** The line of Astro's output that says what went wrong, for the one-line reason. */
function astroError(output: string): string | null {
  const lines = output
    .split('\n')
    .map((l) => l.trim().replace(/^\d\d:\d\d:\d\d /, ''))
    .filter(Boolean);
  const named = lines.findLast((l) => /Caught error rendering|\[ERROR\]|^error\b|Error:/i.test(l));
  // Otherwise the last line that is not part of a stack trace.
  return named ?? lines.findLast((l) => !/^at\s|^Stack trace:?$/.test(l)) ?? null;
}

/** The first ten of a check's files, as addresses. */
const named = (files: string[]): string =>
  `${files
    .slice(0, 10)
    .map((f) => `/${f}`)
    .join(', ')}${files.length > 10 ? ' …' : ''}`;

const secondsSince = (start: number): string => ((performance.now() - start) / 1000).toFixed(1);

/** "3 product families, 4 categories and 1 info page". */
function describePartial(partial: PartialBuild): string {
  const counted = (
    [
      ['product family', 'product families', partial.families],
      ['category', 'categories', partial.categories],
      ['category download view', 'category download views', partial.downloads],
      ['service', 'services', partial.services],
      ['info page', 'info pages', partial.pages],
    ] as const
  )
    .filter(([, , ids]) => ids.length > 0)
    .map(([one, many, ids]) => `${ids.length} ${ids.length === 1 ? one : many}`);
  return counted.length > 1 ? `${counted.slice(0, -1).join(', ')} and ${counted.at(-1)}` : counted[0]!;
}

export function startBuilder(options: BuilderOptions): Builder {
  const { db, layout, apiUrl } = options;
  const siteUrl = buildAddress(options.siteUrl);
  const runner = `${os.hostname()}:${process.pid}:${layout.siteDir}`;
  const mine = new Set<number>();
  let stopped = false;
  let wake: (() => void) | undefined;
  /** A kick that came while the loop was busy: look again before sleeping. */
  let kicked = false;
  let current: AbortController | undefined;
  /** The standby copy of the live release being made in the background (server/publish/standby.ts). */
  let standby: { stop: AbortController; done: Promise<void> } | undefined;
  /** Old releases being removed in the background, after the standby copy (a rollback waits for it). */
  let pruning: Promise<void> = Promise.resolve();

  const here = { host: os.hostname(), pid: process.pid, alive: processAlive };
  const isGone = (row: BuildRow): boolean => !mine.has(row.id) && runnerIsGone(row, here, Date.now()) !== null;
  const whyGone = (row: BuildRow): string => runnerIsGone(row, here, Date.now()) ?? 'its process stopped.';

  /** A plain site folder in SITE_DIR becomes the first release, with a row of its own. */
  async function adopt(log: BuildLog): Promise<string> {
    const index = await fs.stat(path.join(layout.siteDir, 'index.html'));
    const pages = await countPages(layout.siteDir);
    const record = await readBuildRecord(layout.siteDir);
    const note = stamp(
      `The site in ${layout.siteDir}, built before the first publish (by npm start or npm run build), kept as a release for rollback.`,
    );
    const built = {
      at: index.mtime,
      startedAt: record?.startedAt ?? index.mtime,
      sourceHash: record?.sourceHash ?? null,
    };
    const id = await recordAdoptedRelease(db, runner, built, pages, note);
    const name = String(id);
    try {
      await adoptDirectory(layout, name);
    } catch (error) {
      await finishBuild(db, id, {
        state: 'failed',
        log: note + stamp(`FAILED: could not move it into ${layout.releasesDir}: ${(error as Error).message}`),
      });
      throw new PublishFailure(`could not turn ${layout.siteDir} into a release: ${(error as Error).message}`);
    }
    await setRelease(db, id, name);
    log.line(
      `Kept the site that was served until now as release ${name} (${pages} pages); ${layout.siteDir} is now a link to the live release.`,
    );
    return name;
  }

  /** Readies SITE_DIR for a switch; answers the release live now (the rollback target after it). */
  async function prepareSiteDir(log: BuildLog): Promise<string | null> {
    const state = await siteState(layout);
    if (state.kind === 'release') return state.name;
    if (state.kind === 'missing') return null;
    if (state.kind === 'foreign') {
      log.line(
        `${layout.siteDir} linked to ${state.target}: it now links to the release instead (that folder is left as it is).`,
      );
      return null;
    }
    if (state.hasSite) return adopt(log);
    try {
      await fs.rmdir(layout.siteDir);
    } catch {
      throw new PublishFailure(
        `${layout.siteDir} is a folder without a site (no index.html): move it away so the site can be linked there.`,
      );
    }
    return null;
  }

  /**
   * After a build or rollback, and when the builder starts: in the background, the standby copy of
   * whichever release is live, unless it is there already. One at a time; a failure only costs the
   * next build the time of linking the files itself.
   */
  function keepStandby(): void {
    const before = standby;
    const stop = new AbortController();
    const done = (async () => {
      await before?.done;
      const live = await liveRelease(layout);
      if (stopped || !live) return;
      const filling = performance.now();
      if (await fillStandby(layout, live, stop.signal))
        options.report('info', `The standby copy of release ${live} is ready (${secondsSince(filling)} s).`);
    })().catch((error: unknown) => {
      if (!stop.signal.aborted)
        options.report('warn', `Publishing: no standby copy of the live release: ${(error as Error).message}`);
    });
    standby = { stop, done };
  }

  /** Removes old releases, then notes it in the build's log. */
  async function prune(row: BuildRow, live: string, previous: string | null): Promise<void> {
    try {
      const keep = new Set([live, ...(previous ? [previous] : [])]);
      const pruned = await pruneReleases(layout, KEEP_RELEASES, keep);
      if (pruned.length > 0) {
        await forgetReleases(db, pruned);
        await appendLog(
          db,
          row.id,
          stamp(
            `Removed old releases ${pruned.join(', ')} (the newest ${KEEP_RELEASES}, the live one and the one before it are kept).`,
          ),
        );
      }
    } catch (error) {
      await appendLog(db, row.id, stamp(`WARNING: could not remove old releases: ${(error as Error).message}`)).catch(
        () => {},
      );
    }
  }

  /**
   * After a switch: old releases are pruned in the background (removing one took 13 s at
   * `--scale 100`, and the next publish waited for it: docs/performance.md), then PUBLISH_HOOK runs.
   * Neither changes the outcome.
   */
  async function afterSwitch(row: BuildRow, live: string, previous: string | null): Promise<void> {
    const before = pruning;
    const copying = standby?.done;
    pruning = (async () => {
      await Promise.all([before, copying]);
      await prune(row, live, previous);
    })();
    if (!options.hook) return;
    let output = '';
    const echo = (text: string) => {
      if (output.length < 50_000) output += text;
      options.echo?.(text);
    };
    const start = stamp('Running PUBLISH_HOOK …');
    await appendLog(db, row.id, start).catch(() => {});
    options.echo?.(start);
    const context = {
      buildId: row.id,
      releaseDir: releasePath(layout, live),
      siteDir: layout.siteDir,
      trigger: row.trigger,
    };
    const result = await runHook(options.hook, context, echo, HOOK_TIMEOUT_MS);
    const verdict = result.ok
      ? stamp(`PUBLISH_HOOK finished (${result.outcome}).`)
      : stamp(
          `WARNING: PUBLISH_HOOK failed (${result.outcome}): the site is published here, but whatever the hook does (upload, purge) may not have happened.`,
        );
    await appendLog(db, row.id, output + (output.endsWith('\n') || !output ? '' : '\n') + verdict).catch(() => {});
    options.echo?.(verdict);
    options.report(result.ok ? 'info' : 'warn', `Publish hook after build #${row.id}: ${result.outcome}`);
  }

  /** `astro build` of the whole site, or of the pages in `partial` only; throws when it failed. */
  async function render(
    log: BuildLog,
    building: string,
    partial: PartialBuild | null,
    signal: AbortSignal,
  ): Promise<void> {
    await removeFolder(building);
    const outputStart = log.text().length;
    const env: Record<string, string> = partial ? { [PARTIAL_BUILD_ENV]: JSON.stringify(partial) } : {};
    const result = await runAstroBuild({
      apiUrl,
      siteUrl,
      outDir: building,
      onOutput: log.output,
      stallTimeoutMs: BUILD_STALL_MS,
      signal,
      env,
    });
    if (!result.ok) {
      const detail = astroError(log.text().slice(outputStart));
      throw new PublishFailure(
        `the build did not succeed (${result.failure})${detail ? `: ${detail.replace(/\.$/, '')}` : ''}.`,
      );
    }
    log.line(`Built in ${(result.durationMs / 1000).toFixed(1)} s.`);
  }

  /**
   * Renders the next release into `building`: only the changed records' pages (into `rendering`,
   * while every other file of the live release is shared into `building`: server/publish/incremental.ts),
   * when that is safe; else the whole site.
   */
  async function renderRelease(
    log: BuildLog,
    building: string,
    rendering: string,
    source: string,
    signal: AbortSignal,
  ): Promise<RenderedRelease> {
    const planning = performance.now();
    const planned = await planBuild(db, source);
    const { base, basePages } = planned;
    // Pages shared from a release built for another address would name that address.
    const otherAddress =
      planned.kind === 'incremental' && base !== null
        ? builtForAnotherAddress(await readBuildRecord(releasePath(layout, base)), siteUrl)
        : null;
    const plan: BuildPlan = otherAddress
      ? { kind: 'full', reason: `release ${base} was built for another address: ${otherAddress}` }
      : planned;
    if (plan.kind === 'incremental' && base !== null) {
      const live = releasePath(layout, base);
      log.line(`Incremental build: ${plan.reason}.`);
      const partial = await partialBuildOf(db, plan);
      log.line(`Planned in ${secondsSince(planning)} s.`);
      log.line(
        `Rendering the pages of ${describePartial(partial)}, and the pages every build renders, into ${rendering}, while the other files of release ${base} are shared into ${building} …`,
      );
      const linking = performance.now();
      /** The pages of the live release the new one keeps. */
      const sharing = (async (): Promise<number> => {
        // A copy this process is making is the same work as linking the files here, begun earlier.
        await standby?.done;
        const taken = basePages === null ? null : await takeStandby(layout, base, building, partial.families);
        if (taken && basePages !== null) {
          log.line(
            `Took the standby copy of release ${base} in ${secondsSince(linking)} s, less the changed families' ${taken.removedPages} pages.`,
          );
          return basePages - taken.removedPages;
        }
        const shared = await shareUnchanged(live, building, partial.families);
        log.line(`Shared ${shared.files} files of release ${base} (hard links) in ${secondsSince(linking)} s.`);
        return shared.pages;
      })();
      // Both finish before either's failure is thrown: nothing writes into a folder being removed.
      const [rendered, shared] = await Promise.allSettled([render(log, rendering, partial, signal), sharing]);
      if (rendered.status === 'rejected') throw rendered.reason;
      if (shared.status === 'rejected') throw shared.reason;
      if (await sameAssets(live, rendering)) {
        const used = await moveRenderedIn(rendering, building);
        log.line(`The rendered files took the place of ${used.replaced} shared ones.`);
        return {
          kind: 'incremental',
          vouched: await readCheckedPages(live),
          pages: shared.value + used.newPages,
        };
      }
      await fs.rm(rendering, { recursive: true, force: true });
      log.line(`Full build instead: the hashed assets differ from release ${base}'s.`);
    } else {
      log.line(`Full build: ${plan.reason}.`);
    }
    log.line(`Building the whole site from the API into ${building} …`);
    await render(log, building, null, signal);
    return { kind: 'full', vouched: null, pages: await countPages(building) };
  }

  async function build(row: BuildRow): Promise<void> {
    const log = createBuildLog(row.log, (text) => saveLog(db, row.id, text), { echo: options.echo });
    const building = buildingPath(layout, row.id);
    const rendering = renderingPath(layout, row.id);
    const name = String(row.id);
    let released = false;
    let switched = false;
    let previous: string | null = null;
    let pages = 0;
    let expecting: Promise<string[]> | undefined;
    current = new AbortController();
    try {
      log.line(`Build #${row.id} started (${runner}).`);
      // Astro writes more pages than the check names (shells, redirects): the last release's count
      // is the better guess of the total, for the progress bar.
      const lastPages = (await liveBuild(db))?.pages ?? 0;
      await setExpectedPages(db, row.id, lastPages);
      log.line(`Reading the pages to expect from ${apiUrl} while the site is built …`);
      const reading = performance.now();
      // The check needs the list only after the build: reading it meanwhile takes nothing from the
      // time to live. A failure fails the build where it is awaited, before the check.
      expecting = expectedPaths(apiUrl).then(async (paths) => {
        const files = expectedFiles(paths);
        log.line(`${files.length} pages to expect, read in ${secondsSince(reading)} s.`);
        await setExpectedPages(db, row.id, Math.max(files.length, lastPages));
        return files;
      });
      // Keeps a failure while the build runs from going unhandled; it is awaited below.
      expecting.catch(() => {});
      await fs.mkdir(layout.releasesDir, { recursive: true });
      // A site npm start built is kept as a release first: its record may let this build be incremental.
      previous = await prepareSiteDir(log);
      let phase = performance.now();
      const source = await sourceHash(PROJECT_ROOT);
      log.line(`Fingerprinted the code in ${secondsSince(phase)} s.`);
      const renderedFrom = new Date();
      const { kind, vouched, pages: written } = await renderRelease(log, building, rendering, source, current.signal);
      await writeBuildRecord(building, { sourceHash: source, startedAt: renderedFrom, siteUrl });
      const expected = await expecting;
      log.line(`Checking the ${expected.length} expected pages …`);
      phase = performance.now();
      const check = await checkFiles(building, expected, vouched);
      let { missing } = check;
      if (missing.length > 0) {
        // Pages added or removed while the build ran are not the build's fault: count only those
        // expected both before and after it.
        const now = new Set(expectedFiles(await expectedPaths(apiUrl)));
        missing = missing.filter((file) => now.has(file));
      }
      if (missing.length > 0) {
        throw new PublishFailure(
          `the check found ${missing.length} expected page(s) missing or incomplete: ${named(missing)}.`,
        );
      }
      if (check.tooLarge.length > 0) {
        throw new PublishFailure(
          `the check found ${check.tooLarge.length} page(s) over ${MAX_PAGE_BYTES.toLocaleString('en')} bytes of HTML: ${named(check.tooLarge)}.`,
        );
      }
      await writeCheckedPages(building, check.checked);
      const { proved } = check;
      log.line(
        `Checked in ${secondsSince(phase)} s: ${expected.length - proved} pages read${proved > 0 ? `, ${proved} proved to be files the live release's check passed, shared unchanged` : ''}.`,
      );
      phase = performance.now();
      pages = written;
      await recordBuildKind(db, row.id, kind, source);
      await fs.rename(building, releasePath(layout, name));
      released = true;
      await switchTo(layout, name);
      switched = true;
      log.line(`Switched in ${secondsSince(phase)} s.`);
      log.line(
        `Published: the site now serves release ${name} (${pages} pages).${previous ? ` Release ${previous} is kept for rollback.` : ''}`,
      );
      await log.close();
      await finishBuild(db, row.id, { state: 'succeeded', release: name, pages, log: log.text() });
      options.report('info', `Build #${row.id} published (${pages} pages).`);
    } catch (error) {
      const reason = error instanceof PublishFailure ? error.message : `unexpected error: ${(error as Error).message}`;
      // Its last line belongs before the verdict.
      await expecting?.catch(() => {});
      if (switched) {
        log.line(`WARNING: ${reason} (after the switch: the site serves release ${name}).`);
      } else {
        log.line(`FAILED: ${reason} The site that buyers see is unchanged.`);
        await Promise.all([building, rendering].map((dir) => removeFolder(dir).catch(() => {})));
        if (released) await removeFolder(releasePath(layout, name)).catch(() => {});
      }
      await log.close();
      await finishBuild(
        db,
        row.id,
        switched
          ? { state: 'succeeded', release: name, pages, log: log.text() }
          : { state: 'failed', release: null, pages: null, log: log.text() },
      );
      options.report(switched ? 'warn' : 'error', `Build #${row.id}: ${reason}`);
    } finally {
      current = undefined;
    }
    // A new release needs its copy, and a failed build may have used up the live one's.
    keepStandby();
    if (switched) await afterSwitch(row, name, previous);
  }

  async function rollback(row: BuildRow): Promise<void> {
    const log = createBuildLog(row.log, (text) => saveLog(db, row.id, text), { echo: options.echo });
    const name = row.release;
    let previous: string | null;
    try {
      if (!name) throw new PublishFailure('no release to switch to.');
      // A release being pruned is not one to switch to: the check below sees it gone.
      await pruning;
      try {
        await fs.access(path.join(releasePath(layout, name), 'index.html'));
      } catch {
        throw new PublishFailure(`release ${name} is no longer kept in ${layout.releasesDir}.`);
      }
      previous = await prepareSiteDir(log);
      if (previous !== name) await switchTo(layout, name);
      log.line(
        previous === name
          ? `Release ${name} was already live.`
          : `Rolled back: the site now serves release ${name}.${previous ? ` Release ${previous} is kept.` : ''}`,
      );
      await log.close();
      await finishBuild(db, row.id, { state: 'succeeded', release: name, log: log.text() });
      options.report('info', `Rollback #${row.id}: release ${name} is live.`);
    } catch (error) {
      const reason = error instanceof PublishFailure ? error.message : `unexpected error: ${(error as Error).message}`;
      log.line(`FAILED: ${reason} The site that buyers see is unchanged.`);
      await log.close();
      await finishBuild(db, row.id, { state: 'failed', release: null, log: log.text() });
      options.report('error', `Rollback #${row.id}: ${reason}`);
      return;
    }
    if (previous !== name) {
      keepStandby();
      await afterSwitch(row, name, previous);
    }
  }

  async function loop(): Promise<void> {
    let cleaned = false;
    while (!stopped) {
      try {
        const interrupted = await failInterrupted(db, isGone, whyGone);
        if (interrupted.length > 0)
          options.report('warn', `Marked interrupted builds as failed: #${interrupted.join(', #')}`);
        if (!cleaned) {
          const running = new Set(
            (await db.selectFrom('siteBuilds').select('id').where('state', '=', 'running').execute()).map((r) => r.id),
          );
          await removeLeftovers(layout, (id) => running.has(id));
          cleaned = true;
          keepStandby();
        }
        kicked = false;
        const row = await claimNext(db, runner);
        if (row) {
          mine.add(row.id);
          try {
            await (row.trigger === 'rollback' ? rollback(row) : build(row));
          } finally {
            mine.delete(row.id);
          }
          continue;
        }
      } catch (error) {
        if (stopped) break;
        options.report('error', `Publishing: ${(error as Error).message}`);
      }
      if (kicked) {
        kicked = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs ?? POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  const running = loop();
  return {
    runner,
    kick: () => {
      kicked = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      current?.abort();
      standby?.stop.abort();
      wake?.();
      await Promise.all([running, standby?.done, pruning]);
    },
  };
}
