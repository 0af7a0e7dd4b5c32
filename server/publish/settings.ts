import path from 'node:path';

/** Publishing settings, read once from the environment (docs/publishing.md). */
export interface PublishSettings {
  /** REBUILD_SECRET: the webhook's shared secret; unset, the webhook answers that it is not set up. */
  secret: string | undefined;
  /** PUBLISH_HOOK: a shell command run after each switch (CDN upload, purge); unset, none. */
  hook: string | undefined;
  /** PUBLISH_BUILDS=0 stops a site-serving process (npm start) from running builds. */
  builds: boolean;
  /** SITE_DIR: the served site (a symlink to the live release once publishing has switched it). */
  siteDir: string;
}

/** Releases kept besides the live one and the one before it (the rollback target). */
export const KEEP_RELEASES = 5;
/** A build that writes no output for this long is taken as hung: it is stopped and fails. */
export const BUILD_STALL_MS = 10 * 60_000;
/** A hook that takes longer is stopped (the publish stands; the log says so). */
export const HOOK_TIMEOUT_MS = 10 * 60_000;
/** A row left 'running' by another machine for this long is taken as interrupted. */
export const STALE_RUNNING_MS = 30 * 60_000;
/** How often a builder looks for builds queued by other processes (npm run serve:api). */
export const POLL_MS = 3_000;

export function readPublishSettings(env: NodeJS.ProcessEnv = process.env): PublishSettings {
  return {
    secret: env.REBUILD_SECRET || undefined,
    hook: env.PUBLISH_HOOK || undefined,
    builds: env.PUBLISH_BUILDS !== '0' && env.PUBLISH_BUILDS !== 'false',
    siteDir: path.resolve(env.SITE_DIR || 'dist'),
  };
}
