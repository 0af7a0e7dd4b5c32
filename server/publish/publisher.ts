import type {
  BuildListAnswer,
  BuildLogAnswer,
  BuildProgress,
  BuildState,
  BuildSummary,
  PublishAnswer,
  RebuildStatusAnswer,
  RollbackAnswer,
} from '#contract/calls/editor-publish.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PUBLISH_MESSAGES } from '../i18n/publish-messages.ts';
import { failureReason, lastLines } from './build-log.ts';
import { startBuilder, type Builder, type BuilderOptions } from './builder.ts';
import {
  activeBuilds,
  findBuild,
  liveBuild,
  recentBuilds,
  requestBuild,
  requestRollback,
  type BuildListRow,
  type BuildRequest,
  type BuildRow,
} from './queue.ts';
import type { PublishSettings } from './settings.ts';
import { siteLayout } from './switch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Publishing (server/publish): set by a process that serves the site; others use a queue-only one. */
    publisher?: Publisher;
  }
}

/**
 * Publishing as the routes and scripts see it. Every process can queue builds and read their
 * state (it is all in the database); only a process that started a builder (npm start, npm run
 * rebuild) runs them.
 */
export interface Publisher {
  readonly settings: PublishSettings;
  /** Queue a build or join the waiting one, and wake the local builder. */
  publish(request: BuildRequest): Promise<PublishAnswer>;
  /** Switch back to the release of build `id` (queued behind a build under way). */
  rollback(id: number, requestedBy: number | null, who: string): Promise<RollbackAnswer & { target: number }>;
  list(): Promise<BuildListAnswer>;
  log(id: number): Promise<BuildLogAnswer | undefined>;
  status(id: number, offset: number): Promise<RebuildStatusAnswer | undefined>;
  /** Starts running builds in this process, rendering from the API at apiUrl. */
  startBuilding(
    apiUrl: string,
    options?: Partial<Pick<BuilderOptions, 'echo' | 'report' | 'pollMs' | 'siteUrl'>>,
  ): void;
  /** Resolves when build `id` has finished (either way), with its row. */
  waitFor(id: number, pollMs?: number): Promise<BuildRow>;
  /** Stops the builder (a build under way is stopped and fails); safe to call without one. */
  stop(): Promise<void>;
}

const LIST_LENGTH = 20;
const PROGRESS_LINES = 12;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const ms = (from: Date | string | null, to: Date | string | null): number | null =>
  from === null || to === null ? null : Math.max(0, new Date(to).getTime() - new Date(from).getTime());

function whoOf(row: { email: string | null; trigger: string }): string | null {
  if (row.email) return row.email;
  return row.trigger === 'webhook' || row.trigger === 'cli' ? row.trigger : null;
}

function summary(row: BuildListRow, live: BuildRow | undefined): BuildSummary {
  const isLive = live !== undefined && row.id === live.id;
  return {
    id: row.id,
    state: row.state,
    trigger: row.trigger,
    who: whoOf(row),
    queuedAt: iso(row.queuedAt)!,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    durationMs: ms(row.startedAt, row.finishedAt),
    pages: row.state === 'running' ? null : row.pages,
    kind: row.kind,
    release: row.release,
    live: isLive,
    canRollback:
      row.state === 'succeeded' && row.trigger !== 'rollback' && row.release !== null && row.release !== live?.release,
    rollbackOf: row.trigger === 'rollback' && row.release !== null ? Number(row.release) : null,
    reason:
      row.state === 'failed' ? failureReason(row.logTail) : row.state === 'succeeded' ? warningOf(row.logTail) : null,
  };
}

/** A successful build's one-line warning (a failed hook), if any. */
function warningOf(log: string): string | null {
  return [...log.matchAll(/WARNING: ([^\n]*)/g)].at(-1)?.[1]?.trim() ?? null;
}

export function createPublisher(db: Db, settings: PublishSettings): Publisher {
  let builder: Builder | undefined;
  const layout = siteLayout(settings.siteDir);

  async function list(): Promise<BuildListAnswer> {
    const [rows, active, live] = await Promise.all([recentBuilds(db, LIST_LENGTH), activeBuilds(db), liveBuild(db)]);
    const running = active.find((r) => r.state === 'running');
    const queued = active.find((r) => r.state === 'queued');
    const current: BuildProgress | null = running
      ? {
          id: running.id,
          state: 'running',
          trigger: running.trigger,
          who: whoOf(running),
          startedAt: iso(running.startedAt)!,
          elapsedMs: ms(running.startedAt, new Date()) ?? 0,
          pagesWritten: Number(running.pagesWritten),
          pagesExpected: running.trigger === 'rollback' ? null : running.pages,
          lastLines: lastLines(running.logTail, PROGRESS_LINES),
        }
      : null;
    return { list: rows.map((r) => summary(r, live)), current, queued: queued ? summary(queued, live) : null };
  }

  return {
    settings,
    async publish(request) {
      const answer = await requestBuild(db, request);
      builder?.kick();
      return answer;
    },

    async rollback(id, requestedBy, who) {
      const target = await findBuild(db, id);
      if (!target) throw new ApiError(CODE.notFound, PUBLISH_MESSAGES.noSuchBuild);
      if (target.state !== 'succeeded' || target.release === null)
        throw new ApiError(CODE.conflict, PUBLISH_MESSAGES.notRollbackTarget);
      const live = await liveBuild(db);
      if (live?.release === target.release) throw new ApiError(CODE.conflict, PUBLISH_MESSAGES.alreadyLive);
      const build = await requestRollback(db, { target, requestedBy, who });
      builder?.kick();
      // A local builder with nothing under way switches at once: answer with the outcome.
      let state: BuildState = 'queued';
      if (builder) {
        const deadline = Date.now() + 5_000;
        for (;;) {
          state = (await findBuild(db, build))?.state ?? 'failed';
          if (state === 'succeeded' || state === 'failed' || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      return { build, state, release: target.release, target: target.id };
    },

    list,

    async log(id) {
      const row = await findBuild(db, id);
      return row ? { id: row.id, state: row.state, log: row.log } : undefined;
    },

    async status(id, offset) {
      const row = await findBuild(db, id);
      if (!row) return undefined;
      const end = row.finishedAt ?? (row.startedAt ? new Date() : null);
      return {
        id: row.id,
        state: row.state,
        elapsedMs: ms(row.startedAt, end),
        reason: row.state === 'failed' ? failureReason(row.log) : null,
        log: row.log.slice(offset),
        nextOffset: row.log.length,
      };
    },

    startBuilding(apiUrl, options = {}) {
      if (builder) return;
      builder = startBuilder({
        db,
        layout,
        apiUrl,
        siteUrl: options.siteUrl,
        hook: settings.hook,
        report: options.report ?? ((level, message) => console[level === 'info' ? 'log' : level](message)),
        echo: options.echo,
        pollMs: options.pollMs,
      });
    },

    async waitFor(id, pollMs = 1_000) {
      for (;;) {
        const row = await findBuild(db, id);
        if (!row) throw new Error(`There is no build #${id}.`);
        if (row.state === 'succeeded' || row.state === 'failed') return row;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
    },

    async stop() {
      await builder?.stop();
      builder = undefined;
    },
  };
}
