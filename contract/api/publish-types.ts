/**
 * Requests and answers of publishing (docs/publishing.md): editor/publish, editor/buildList,
 * editor/buildLog, editor/rollback, and the rebuild webhook. Shared by the server and the console.
 */

export type BuildState = 'queued' | 'running' | 'succeeded' | 'failed';

/** What started a build: the console, the webhook (a CMS, a scheduler), `npm run rebuild`, or a rollback. */
export type BuildTrigger = 'console' | 'webhook' | 'cli' | 'rollback';

/** editor/publish {} and POST /api/editor/rebuild: the build that will publish the request. */
export interface PublishAnswer {
  build: number;
  /** True when a build was already waiting: the request joined it (no second build is queued). */
  coalesced: boolean;
}

/** One build (or rollback) in the console's list, newest first. Times are ISO 8601. */
export interface BuildSummary {
  id: number;
  state: BuildState;
  trigger: BuildTrigger;
  /** The editor's email; 'webhook' or 'cli' for those triggers; null when the account is gone. */
  who: string | null;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** From start to finish (build, check and switch); null until finished. */
  durationMs: number | null;
  /** HTML pages in the release. */
  pages: number | null;
  /** Whether the whole site was built or only the pages a change touched (server/publish/incremental.ts); the log says why. */
  kind: 'full' | 'incremental' | null;
  /** The release folder (under SITE_DIR.releases/); null when none was made or it was pruned. */
  release: string | null;
  /** The site buyers see now comes from this entry. */
  live: boolean;
  /** A kept earlier release: editor/rollback {id} switches the site back to it. */
  canRollback: boolean;
  /** For a rollback: the build whose release it switched to. */
  rollbackOf: number | null;
  /** For a failed build: why, in one line (the log has the whole story). */
  reason: string | null;
}

/** The build under way, for a progress bar. */
export interface BuildProgress {
  id: number;
  state: 'running';
  trigger: BuildTrigger;
  who: string | null;
  startedAt: string;
  elapsedMs: number;
  /**
   * Pages Astro has written so far, and about how many it will write (the live release's count,
   * or the check's list if larger; null for the first seconds, until known). For a progress bar: clamp.
   */
  pagesWritten: number;
  pagesExpected: number | null;
  /** The last lines of its log. */
  lastLines: string[];
}

/** editor/buildList {}: the last 20 builds, the one running, the one waiting. */
export interface BuildListAnswer {
  list: BuildSummary[];
  current: BuildProgress | null;
  queued: BuildSummary | null;
}

/** editor/buildLog {id}: the whole log of one build. */
export interface BuildLogRequest {
  id: number;
}

export interface BuildLogAnswer {
  id: number;
  state: BuildState;
  log: string;
}

/** editor/rollback {id}: switch the site back to the release of an earlier successful build. */
export interface RollbackRequest {
  id: number;
}

export interface RollbackAnswer {
  /** The rollback's own entry in the build list (trigger 'rollback'). */
  build: number;
  /** Its state when answered: 'succeeded' once switched, 'queued' while a build still runs. */
  state: BuildState;
  release: string;
}

/** POST /api/editor/rebuildStatus {id} (webhook secret): how a triggered build is doing, for CI and `npm run rebuild`. */
export interface RebuildStatusAnswer {
  id: number;
  state: BuildState;
  elapsedMs: number | null;
  reason: string | null;
  /** The log from the given offset on (characters), and where to continue. */
  log: string;
  nextOffset: number;
}
