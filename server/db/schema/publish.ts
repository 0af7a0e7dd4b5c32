import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** The site's builds: queued, run and published (server/publish/). */

export type SiteBuildState = 'queued' | 'running' | 'succeeded' | 'failed';
export type SiteBuildTrigger = 'console' | 'webhook' | 'cli' | 'rollback';

export interface SiteBuildsTable {
  id: Generated<number>;
  state: SiteBuildState;
  trigger: SiteBuildTrigger;
  requestedBy: number | null;
  queuedAt: Generated<Date>;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  release: string | null;
  pages: number | null;
  log: ColumnType<string, string | undefined, string>;
  runner: string | null;
  /** Fingerprint of the code the build rendered with (server/publish/source-hash.ts); null before 022 or for an adopted site. */
  sourceHash: string | null;
  kind: 'full' | 'incremental' | null;
}

export interface PublishTables {
  siteBuilds: SiteBuildsTable;
}
