import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { PartialBuild } from '#contract/site/partial-build.ts';
import type { Db } from '../db/connect.ts';
import { planFromChanges, type BuildPlan, type ChangedRecords } from './partial-plan.ts';
import { liveBuild } from './queue.ts';

/**
 * Incremental publishing: when only records with pages of their own changed since the live release
 * (server/publish/partial-plan.ts) and the code is the same, `astro build` renders only those pages
 * (contract/site/partial-build.ts) and the new release shares every other file with the live one
 * through hard links.
 */

/** The plan for the next build, from the live release's build row and the changes recorded since it started. */
export async function planBuild(db: Db, sourceHash: string): Promise<BuildPlan & { base: string | null }> {
  const live = await liveBuild(db);
  if (!live?.release) return { kind: 'full', reason: 'no release is live yet', base: null };
  // After a rollback the live row is the rollback's: the release's content is its own build's.
  const base = await db.selectFrom('siteBuilds').selectAll().where('id', '=', Number(live.release)).executeTakeFirst();
  const release = live.release;
  if (!base?.startedAt || base.sourceHash === null) return { kind: 'full', reason: `release ${release} has no record of the code it was built from`, base: release };
  if (base.sourceHash !== sourceHash) return { kind: 'full', reason: `the code or layout changed since release ${release}`, base: release };
  const changes = await db
    .selectFrom('editorChanges')
    .select([
      'area',
      'action',
      'recordId',
      sql<number | null>`(detail ->> 'familyId')::int`.as('familyId'),
      sql<string[]>`case when jsonb_typeof(detail) = 'object' then array(select jsonb_object_keys(detail)) else '{}' end`.as('fields'),
      sql<boolean | null>`case when area = 'category' then (select c.parent_id is null from categories c where c.id::text = record_id) end`.as('topLevel'),
    ])
    .where('at', '>=', base.startedAt)
    .execute();
  return { ...planFromChanges(release, changes), base: release };
}

/**
 * One record of a kind nothing changed in: Vite bundles only the islands of the pages rendered, so a
 * build must render every page template at least once for its hashed assets to match the live
 * release's (sameAssets below). The page rendered is what the live release already has.
 */
async function firstOf<K extends number | string>(query: { executeTakeFirst(): Promise<{ key: K } | undefined> }): Promise<K[]> {
  const row = await query.executeTakeFirst();
  return row ? [row.key] : [];
}

/**
 * The changed records' pages (with one of each kind nothing changed in: firstOf), and those of the families' categories, the changed categories and every
 * category above them (they list their families and show their children's pictures).
 */
export async function partialBuildOf(db: Db, changed: ChangedRecords): Promise<PartialBuild> {
  const { categories } = changed;
  const [families, services, pages] = await Promise.all([
    changed.families.length ? changed.families : firstOf(db.selectFrom('productFamilies').select('id as key').orderBy('id')),
    changed.services.length ? changed.services : firstOf(db.selectFrom('services').select('id as key').orderBy('id')),
    changed.pages.length ? changed.pages : firstOf(db.selectFrom('pages').select('slug as key').orderBy('slug')),
  ]);
  const rows = await sql<{ id: number }>`
    with recursive listing(id) as (
      select category_id from product_families where id = any(${`{${families.join(',')}}`}::int[])
      union
      select id from categories where id = any(${`{${categories.join(',')}}`}::int[])
      union
      select c.parent_id from categories c join listing l on c.id = l.id where c.parent_id is not null
    )
    select id from listing`.execute(db);
  return { families, categories: rows.rows.map((r) => r.id), services, pages };
}

/** Where a family's own pages live in a release, in every language: they are rendered anew, never shared. */
export function familyFolders(families: number[]): RegExp {
  const ids = families.join('|');
  return new RegExp(`^(zh-cn/)?(goodsInfo|goodsDetails|goodsingopush)/(${ids})(/|\\.html$|$)`);
}

/** Hashed assets (Astro's _astro/ folder): the same names only when built from the same code. */
export async function sameAssets(liveDir: string, buildDir: string): Promise<boolean> {
  const names = async (dir: string) => (await fs.readdir(path.join(dir, '_astro')).catch(() => [] as string[])).sort().join('\n');
  return (await names(liveDir)) === (await names(buildDir));
}

/**
 * Hard-links into the new release every file of the live one it has not rendered itself, except
 * the changed families' own pages (a renamed family's old address must go). Returns how many.
 */
export async function shareUnchanged(liveDir: string, buildDir: string, families: number[]): Promise<number> {
  const renderedAnew = familyFolders(families);
  const entries = await fs.readdir(liveDir, { recursive: true, withFileTypes: true });
  let shared = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const relative = path.relative(liveDir, path.join(entry.parentPath, entry.name));
    if (renderedAnew.test(relative.split(path.sep).join('/'))) continue;
    const target = path.join(buildDir, relative);
    try {
      await fs.link(path.join(liveDir, relative), target);
      shared++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code !== 'ENOENT') throw error;
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.link(path.join(liveDir, relative), target);
      shared++;
    }
  }
  return shared;
}
