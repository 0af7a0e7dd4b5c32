import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody, fields, idField, wholeNumber } from '../fields.ts';

/**
 * Publishing (docs/publishing.md): the console's publish, buildList, buildLog and rollback (editors
 * only), and for a CMS, a scheduler or `npm run rebuild` the rebuild webhook and rebuildStatus, which
 * take the header x-rebuild-secret instead of a session.
 */

const oneOfWords = <const V extends readonly string[]>(values: V) =>
  T.Unsafe<V[number]>({ type: 'string', enum: [...values] });

export const BuildState = oneOfWords(['queued', 'running', 'succeeded', 'failed']);
export type BuildState = T.Static<typeof BuildState>;

/** What started a build: the console, the webhook (a CMS, a scheduler), `npm run rebuild`, or a rollback. */
const BuildTrigger = oneOfWords(['console', 'webhook', 'cli', 'rollback']);

/** The build that will publish the request. */
export const PublishAnswer = T.Object({
  build: T.Integer(),
  /** True when a build was already waiting: the request joined it (no second build is queued). */
  coalesced: T.Boolean(),
});
export type PublishAnswer = T.Static<typeof PublishAnswer>;

/** One build (or rollback) in the console's list, newest first. Times are ISO 8601. */
export const BuildSummary = T.Object({
  id: T.Integer(),
  state: BuildState,
  trigger: BuildTrigger,
  /** The editor's email; 'webhook' or 'cli' for those triggers; null when the account is gone. */
  who: orNull(T.String()),
  queuedAt: T.String(),
  startedAt: orNull(T.String()),
  finishedAt: orNull(T.String()),
  /** From start to finish (build, check and switch); null until finished. */
  durationMs: orNull(T.Integer()),
  /** HTML pages in the release. */
  pages: orNull(T.Integer()),
  /** Whether the whole site was built or only the pages a change touched (server/publish/incremental.ts); the log says why. */
  kind: orNull(oneOfWords(['full', 'incremental'])),
  /** The release folder (under SITE_DIR.releases/); null when none was made or it was pruned. */
  release: orNull(T.String()),
  /** The site buyers see now comes from this entry. */
  live: T.Boolean(),
  /** A kept earlier release: rollback {id} switches the site back to it. */
  canRollback: T.Boolean(),
  /** For a rollback: the build whose release it switched to. */
  rollbackOf: orNull(T.Integer()),
  /** For a failed build: why, in one line (the log has the whole story). */
  reason: orNull(T.String()),
});
export type BuildSummary = T.Static<typeof BuildSummary>;

/** The build under way, for a progress bar. */
export const BuildProgress = T.Object({
  id: T.Integer(),
  state: T.Literal('running'),
  trigger: BuildTrigger,
  who: orNull(T.String()),
  startedAt: T.String(),
  elapsedMs: T.Integer(),
  /**
   * Pages Astro has written so far, and about how many it will write (the live release's count,
   * or the check's list if larger; null for the first seconds, until known). For a progress bar: clamp.
   */
  pagesWritten: T.Integer(),
  pagesExpected: orNull(T.Integer()),
  /** The last lines of its log. */
  lastLines: T.Array(T.String()),
});
export type BuildProgress = T.Static<typeof BuildProgress>;

/** The last 20 builds, the one running, the one waiting. */
export const BuildListAnswer = T.Object({
  list: T.Array(BuildSummary),
  current: orNull(BuildProgress),
  queued: orNull(BuildSummary),
});
export type BuildListAnswer = T.Static<typeof BuildListAnswer>;

export const BuildLogAnswer = T.Object({ id: T.Integer(), state: BuildState, log: T.String() });
export type BuildLogAnswer = T.Static<typeof BuildLogAnswer>;

export const RollbackAnswer = T.Object({
  /** The rollback's own entry in the build list (trigger 'rollback'). */
  build: T.Integer(),
  /** Its state when answered: 'succeeded' once switched, 'queued' while a build still runs. */
  state: BuildState,
  release: T.String(),
});
export type RollbackAnswer = T.Static<typeof RollbackAnswer>;

/** How a triggered build is doing, for CI and `npm run rebuild`. */
export const RebuildStatusAnswer = T.Object({
  id: T.Integer(),
  state: BuildState,
  elapsedMs: orNull(T.Integer()),
  reason: orNull(T.String()),
  /** The log from the given offset on (characters), and where to continue. */
  log: T.String(),
  nextOffset: T.Integer(),
});
export type RebuildStatusAnswer = T.Static<typeof RebuildStatusAnswer>;

export const publish = defineCall({
  path: 'editor/publish',
  caller: 'editor',
  tag: 'editor',
  summary: 'Rebuild and publish the site: queues a build, or joins the one already waiting (coalesced)',
  body: emptyBody,
  answer: PublishAnswer,
});

export const buildList = defineCall({
  path: 'editor/buildList',
  caller: 'editor',
  tag: 'editor',
  summary:
    'The last 20 builds (state, trigger, who, times, duration, pages, live, canRollback) and the progress of the one running',
  body: emptyBody,
  answer: BuildListAnswer,
});

export const buildLog = defineCall({
  path: 'editor/buildLog',
  caller: 'editor',
  tag: 'editor',
  summary: 'The whole log of one build',
  body: fields({ id: idField() }),
  answer: BuildLogAnswer,
});

export const rollback = defineCall({
  path: 'editor/rollback',
  caller: 'editor',
  tag: 'editor',
  summary: 'Switch the site back to the kept release of an earlier successful build (after a build under way, if any)',
  body: fields({ id: idField() }),
  answer: RollbackAnswer,
});

export const rebuildStatus = defineCall({
  path: 'editor/rebuildStatus',
  caller: 'anyone',
  tag: 'editor',
  summary:
    'How a build is doing, for CI and npm run rebuild (header x-rebuild-secret): state, reason, and the log from `offset` on',
  body: fields({
    id: idField(),
    offset: wholeNumber({ label: { en: 'offset', zh: '偏移量' }, min: 0, max: 100_000_000 }),
  }),
  answer: RebuildStatusAnswer,
});

export const rebuild = defineCall({
  path: 'editor/rebuild',
  caller: 'anyone',
  tag: 'editor',
  summary:
    'Webhook for a CMS or a scheduler: rebuild and publish (header x-rebuild-secret = REBUILD_SECRET; 409 when not set up, 403 when wrong). The body is ignored',
  // A CMS sends its own JSON, or none: any body is taken (server/routes/editor/publish.ts reads it as bytes).
  body: T.Unknown(),
  answer: PublishAnswer,
});
