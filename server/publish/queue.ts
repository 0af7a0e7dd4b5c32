import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { SiteBuildsTable, SiteBuildTrigger } from '../db/schema.ts';
import { redactSecrets } from './redact-secrets.ts';

/**
 * The build queue: rows of site_builds. At most one row is 'queued' and one 'running' (a partial
 * unique index), so whichever API process takes a request, requests during a build coalesce into
 * the one waiting build, and no two builds ever run at once.
 */

export type BuildRow = Selectable<SiteBuildsTable>;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION;
}

/** One log line with the database's clock: `2026-11-22 10:04:05Z  text`. */
export function stamp(text: string, at = new Date()): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')}Z  ${text}\n`;
}

const appendedLog = (text: string) => sql<string>`${sql.ref('log')} || ${text}`;

async function waitingRow(db: Db): Promise<BuildRow | undefined> {
  return db.selectFrom('siteBuilds').selectAll().where('state', '=', 'queued').executeTakeFirst();
}

/** A waiting row is withdrawn (failed, with the reason in its log) when a newer request replaces it. */
async function cancelWaiting(db: Db, id: number, reason: string): Promise<void> {
  await db
    .updateTable('siteBuilds')
    .set({ state: 'failed', finishedAt: sql<Date>`now()`, log: appendedLog(stamp(`Cancelled: ${reason}`)) })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .execute();
}

export interface BuildRequest {
  trigger: Exclude<SiteBuildTrigger, 'rollback'>;
  requestedBy: number | null;
  /** Who asked, for the log: an email, 'webhook', 'cli'. */
  who: string;
}

/**
 * Queues a build, or joins the one already waiting (coalesced). A waiting rollback is replaced:
 * the newest request wins. Safe against other processes doing the same at the same moment.
 */
export async function requestBuild(db: Db, request: BuildRequest): Promise<{ build: number; coalesced: boolean }> {
  const line = stamp(`Publish requested by ${request.who} (${request.trigger}).`);
  for (let attempt = 0; attempt < 10; attempt++) {
    const inserted = await db
      .insertInto('siteBuilds')
      .values({ state: 'queued', trigger: request.trigger, requestedBy: request.requestedBy, log: line })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { build: inserted.id, coalesced: false };
    const waiting = await waitingRow(db);
    // Claimed between our insert and this read: there is room again.
    if (!waiting) continue;
    if (waiting.trigger === 'rollback') {
      await cancelWaiting(db, waiting.id, `replaced by a publish requested by ${request.who}.`);
      continue;
    }
    const joined = await db
      .updateTable('siteBuilds')
      .set({
        log: appendedLog(stamp(`Also requested by ${request.who} (${request.trigger}): joined this waiting build.`)),
      })
      .where('id', '=', waiting.id)
      .where('state', '=', 'queued')
      .returning('id')
      .executeTakeFirst();
    if (joined) return { build: joined.id, coalesced: true };
  }
  throw new Error('Could not queue a build: the queue kept changing.');
}

export interface RollbackQueueRequest {
  target: BuildRow;
  requestedBy: number | null;
  who: string;
}

/**
 * Queues a switch back to an earlier release. It replaces a waiting build (the newest request
 * wins) and runs as soon as no build runs: a build under way finishes first, then is undone.
 */
export async function requestRollback(db: Db, request: RollbackQueueRequest): Promise<number> {
  const line = stamp(
    `Rollback to build #${request.target.id} (release ${request.target.release}) requested by ${request.who}.`,
  );
  for (let attempt = 0; attempt < 10; attempt++) {
    const inserted = await db
      .insertInto('siteBuilds')
      .values({
        state: 'queued',
        trigger: 'rollback',
        requestedBy: request.requestedBy,
        release: request.target.release,
        pages: request.target.pages,
        log: line,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
    const waiting = await waitingRow(db);
    if (waiting)
      await cancelWaiting(
        db,
        waiting.id,
        `replaced by a rollback to build #${request.target.id} requested by ${request.who}.`,
      );
  }
  throw new Error('Could not queue the rollback: the queue kept changing.');
}

/** Takes the waiting row when none runs: it becomes 'running' under this runner. */
export async function claimNext(db: Db, runner: string): Promise<BuildRow | undefined> {
  try {
    return await db
      .updateTable('siteBuilds')
      .set({ state: 'running', startedAt: sql<Date>`now()`, runner })
      .where('state', '=', 'queued')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('siteBuilds as other').select('other.id').where('other.state', '=', 'running'))),
      )
      .returningAll()
      .executeTakeFirst();
  } catch (error) {
    // Another process claimed at the same instant: the unique index let only one through.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

// Every write of a build's log hides the secrets a build or hook may print: editors read the log.
export async function saveLog(db: Db, id: number, log: string): Promise<void> {
  await db
    .updateTable('siteBuilds')
    .set({ log: redactSecrets(log) })
    .where('id', '=', id)
    .execute();
}

export async function appendLog(db: Db, id: number, text: string): Promise<void> {
  await db
    .updateTable('siteBuilds')
    .set({ log: appendedLog(redactSecrets(text)) })
    .where('id', '=', id)
    .execute();
}

export interface BuildOutcome {
  state: 'succeeded' | 'failed';
  log: string;
  release?: string | null;
  pages?: number | null;
}

export async function finishBuild(db: Db, id: number, outcome: BuildOutcome): Promise<void> {
  await db
    .updateTable('siteBuilds')
    .set({
      state: outcome.state,
      finishedAt: sql<Date>`now()`,
      log: redactSecrets(outcome.log),
      ...(outcome.release !== undefined ? { release: outcome.release } : {}),
      ...(outcome.pages !== undefined ? { pages: outcome.pages } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A site built before publishing was set up, kept as the first release: a finished row of its own,
 * with the code it was built from and when it began when the site says so (server/publish/build-record.ts).
 */
export async function recordAdoptedRelease(
  db: Db,
  runner: string,
  built: { at: Date; startedAt: Date; sourceHash: string | null },
  pages: number,
  log: string,
): Promise<number> {
  const row = await db
    .insertInto('siteBuilds')
    .values({
      state: 'succeeded',
      trigger: 'cli',
      requestedBy: null,
      queuedAt: built.startedAt,
      startedAt: built.startedAt,
      finishedAt: built.at,
      pages,
      runner,
      log,
      sourceHash: built.sourceHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRelease(db: Db, id: number, release: string): Promise<void> {
  await db.updateTable('siteBuilds').set({ release }).where('id', '=', id).execute();
}

/** Which kind of build made a release, and the code it was built from (the next publish compares it). */
export async function recordBuildKind(
  db: Db,
  id: number,
  kind: 'full' | 'incremental',
  sourceHash: string,
): Promise<void> {
  await db.updateTable('siteBuilds').set({ kind, sourceHash }).where('id', '=', id).execute();
}

/** While a build runs, its `pages` holds how many pages the check expects (for progress). */
export async function setExpectedPages(db: Db, id: number, pages: number): Promise<void> {
  await db.updateTable('siteBuilds').set({ pages }).where('id', '=', id).where('state', '=', 'running').execute();
}

/** Rows whose release folder was pruned no longer offer it. */
export async function forgetReleases(db: Db, releases: string[]): Promise<void> {
  if (releases.length === 0) return;
  await db
    .updateTable('siteBuilds')
    .set({ release: null })
    .where('release', 'in', releases)
    .where('state', 'in', ['succeeded', 'failed'])
    .execute();
}

/**
 * Marks 'running' rows whose process is gone as failed ('interrupted'), so publishing is never
 * stuck: isGone decides from the runner id and the start time.
 */
export async function failInterrupted(
  db: Db,
  isGone: (row: BuildRow) => boolean,
  why: (row: BuildRow) => string,
): Promise<number[]> {
  const running = await db.selectFrom('siteBuilds').selectAll().where('state', '=', 'running').execute();
  const failed: number[] = [];
  for (const row of running.filter(isGone)) {
    const updated = await db
      .updateTable('siteBuilds')
      .set({
        state: 'failed',
        finishedAt: sql<Date>`now()`,
        log: appendedLog(
          stamp(`FAILED: interrupted: ${why(row)} The site that buyers see was not changed by this build.`),
        ),
      })
      .where('id', '=', row.id)
      .where('state', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    if (updated) failed.push(updated.id);
  }
  return failed;
}

export async function findBuild(db: Db, id: number): Promise<BuildRow | undefined> {
  return db.selectFrom('siteBuilds').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The entry that made the live site: the newest successful build or rollback. */
export async function liveBuild(db: Db): Promise<BuildRow | undefined> {
  return db
    .selectFrom('siteBuilds')
    .selectAll()
    .where('state', '=', 'succeeded')
    .where('release', 'is not', null)
    .orderBy('finishedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A build as lists show it: the requesting editor's email and only the end of the log. */
export type BuildListRow = Omit<BuildRow, 'log' | 'sourceHash'> & { email: string | null; logTail: string };

/** The end of a log is enough for lists (the reason of a failure, the last lines of progress). */
const LOG_TAIL_CHARS = 4000;

function listQuery(db: Db) {
  return db
    .selectFrom('siteBuilds as b')
    .leftJoin('users as u', 'u.id', 'b.requestedBy')
    .select([
      'b.id',
      'b.state',
      'b.trigger',
      'b.requestedBy',
      'b.queuedAt',
      'b.startedAt',
      'b.finishedAt',
      'b.release',
      'b.pages',
      'b.runner',
      'b.kind',
      'u.email',
    ])
    .select(sql<string>`right(${sql.ref('b.log')}, ${sql.lit(LOG_TAIL_CHARS)})`.as('logTail'));
}

/** The newest builds, newest request first (a site adopted as the first release sorts by when it was built). */
export async function recentBuilds(db: Db, limit: number): Promise<BuildListRow[]> {
  return listQuery(db).orderBy('b.queuedAt', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
}

/** Astro writes one `├─ /path/index.html` line per page: counted in the database, not shipped. */
const PAGE_MARK = '├─';

/** The running and the waiting row, if any; the running one with the pages written so far. */
export async function activeBuilds(db: Db): Promise<Array<BuildListRow & { pagesWritten: number }>> {
  return listQuery(db)
    .select(
      sql<number>`(length(${sql.ref('b.log')}) - length(replace(${sql.ref('b.log')}, ${sql.lit(PAGE_MARK)}, ''))) / ${sql.lit(PAGE_MARK.length)}`.as(
        'pagesWritten',
      ),
    )
    .where('b.state', 'in', ['queued', 'running'])
    .execute();
}
