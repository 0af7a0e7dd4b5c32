import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_LOCALE, LOCALES } from '#contract/i18n/locales.ts';
import type { PartialBuild } from '#contract/site/partial-build.ts';
import type { Db } from '../db/connect.ts';
import { CHECKED_FILE } from './checked-pages.ts';
import { filesUnder } from './files-under.ts';
import { inBatches } from './in-batches.ts';
import { planFromChanges, type BuildPlan, type ChangedRecords } from './partial-plan.ts';
import { liveBuild } from './queue.ts';

/**
 * Incremental publishing: when only records with pages of their own changed since the live release
 * (server/publish/partial-plan.ts) and the code is the same, `astro build` renders only those pages
 * (contract/site/partial-build.ts) and the new release shares every other file with the live one
 * through hard links.
 */

/** The release a build starts from, and its pages (HTML files) as its build counted them. */
export interface BuildBase {
  base: string | null;
  basePages: number | null;
}

/** The plan for the next build, from the live release's build row and the changes recorded since it started. */
export async function planBuild(db: Db, sourceHash: string): Promise<BuildPlan & BuildBase> {
  const live = await liveBuild(db);
  if (!live?.release) return { kind: 'full', reason: 'no release is live yet', base: null, basePages: null };
  // After a rollback the live row is the rollback's: the release's content is its own build's.
  const base = await db.selectFrom('siteBuilds').selectAll().where('id', '=', Number(live.release)).executeTakeFirst();
  const release = live.release;
  const basePages = base?.pages ?? null;
  if (!base?.startedAt || base.sourceHash === null)
    return {
      kind: 'full',
      reason: `release ${release} has no record of the code it was built from`,
      base: release,
      basePages,
    };
  if (base.sourceHash !== sourceHash)
    return { kind: 'full', reason: `the code or layout changed since release ${release}`, base: release, basePages };
  const changes = await db
    .selectFrom('editorChanges')
    .select([
      'area',
      'action',
      'recordId',
      sql<number | null>`(detail ->> 'familyId')::int`.as('familyId'),
      sql<
        string[]
      >`case when jsonb_typeof(detail) = 'object' then array(select jsonb_object_keys(detail)) else '{}' end`.as(
        'fields',
      ),
      sql<
        boolean | null
      >`case when area = 'category' then (select c.parent_id is null from categories c where c.id::text = record_id) end`.as(
        'topLevel',
      ),
    ])
    .where('at', '>=', base.startedAt)
    .execute();
  return { ...planFromChanges(release, changes), base: release, basePages };
}

/**
 * One record of a kind nothing changed in: Vite bundles only the islands of the pages rendered, so a
 * build must render every page template at least once for its hashed assets to match the live
 * release's (sameAssets below). The page rendered is what the live release already has.
 */
async function firstOf<K extends number | string>(query: {
  executeTakeFirst(): Promise<{ key: K } | undefined>;
}): Promise<K[]> {
  const row = await query.executeTakeFirst();
  return row ? [row.key] : [];
}

/** The categories of these families and these categories, and every category above them. */
async function withAncestors(db: Db, families: number[], categories: number[]): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    with recursive listing(id) as (
      select category_id from product_families where id = any(${`{${families.join(',')}}`}::int[])
      union
      select id from categories where id = any(${`{${categories.join(',')}}`}::int[])
      union
      select c.parent_id from categories c join listing l on c.id = l.id where c.parent_id is not null
    )
    select id from listing`.execute(db);
  return rows.rows.map((r) => r.id);
}

/**
 * The changed records' pages (with one of each kind nothing changed in: firstOf), and those of the
 * families' categories, the changed categories and every category above them (they list their
 * families and show their children's pictures). The download views render only where a family's
 * entry in them changed, and of those only the pages holding it (contract/site/download-pages.ts);
 * else the first page of the one of the category with the fewest families (the cheapest).
 */
export async function partialBuildOf(db: Db, changed: ChangedRecords): Promise<PartialBuild> {
  const [families, services, pages, fewestFamilies] = await Promise.all([
    changed.families.length
      ? changed.families
      : firstOf(db.selectFrom('productFamilies').select('id as key').orderBy('id')),
    changed.services.length ? changed.services : firstOf(db.selectFrom('services').select('id as key').orderBy('id')),
    changed.pages.length ? changed.pages : firstOf(db.selectFrom('pages').select('slug as key').orderBy('slug')),
    firstOf(
      db
        .selectFrom('productFamilies')
        .select('categoryId as key')
        .groupBy('categoryId')
        .orderBy(sql`count(*)`)
        .orderBy('categoryId'),
    ),
  ]);
  const [categories, downloads] = await Promise.all([
    withAncestors(db, families, changed.categories),
    changed.downloadFamilies.length ? withAncestors(db, changed.downloadFamilies, []) : fewestFamilies,
  ]);
  return {
    families,
    categories,
    downloads,
    downloadFamilies: changed.downloadFamilies,
    renamedFamilies: changed.renamedFamilies,
    services,
    pages,
  };
}

/** The folders of a family's own pages (src/pages/[...locale]/), each with a folder or file per family id. */
const FAMILY_PAGE_FOLDERS = ['goodsInfo', 'goodsDetails', 'goodsingopush'];
/** Each language's root in a release: the default language at the top, the others in a folder of their name. */
const LANGUAGE_ROOTS = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '' : `${locale}/`));

/** Where a family's own pages live in a release, in every language: they are rendered anew, never shared. */
export function familyFolders(families: number[]): RegExp {
  const languages = LANGUAGE_ROOTS.filter(Boolean).join('|');
  return new RegExp(`^(${languages})?(${FAMILY_PAGE_FOLDERS.join('|')})/(${families.join('|')})(/|\\.html$|$)`);
}

/** The same places as paths in a release: each family's folder, and a page file of the same name, in every language. */
export function familyPaths(families: number[]): string[] {
  return LANGUAGE_ROOTS.flatMap((language) =>
    FAMILY_PAGE_FOLDERS.flatMap((folder) =>
      families.flatMap((id) => [`${language}${folder}/${id}`, `${language}${folder}/${id}.html`]),
    ),
  );
}

/** Hashed assets (Astro's _astro/ folder): the same names only when built from the same code. */
export async function sameAssets(liveDir: string, buildDir: string): Promise<boolean> {
  const names = async (dir: string) =>
    (await fs.readdir(path.join(dir, '_astro')).catch(() => [] as string[])).sort().join('\n');
  return (await names(liveDir)) === (await names(buildDir));
}

/** File-system calls in flight at once while a release is put together (server/publish/in-batches.ts). */
const LINKS_IN_FLIGHT = 64;

/** Makes these files' folders under `dir`, parents first (a parent's path is shorter than its children's; '.' is `dir`). */
async function makeFolders(dir: string, files: string[], signal?: AbortSignal): Promise<void> {
  const folders = [...new Set(files.map((file) => path.dirname(file)))].sort((a, b) => a.length - b.length);
  await inBatches(folders, LINKS_IN_FLIGHT, (folder) => fs.mkdir(path.join(dir, folder), { recursive: true }), signal);
}

/** How many files and, of those, pages (HTML) a release shares with the live one. */
export interface Shared {
  files: number;
  pages: number;
}

/**
 * Hard-links into the new release every file of the live one, except the changed families' own
 * pages (a renamed family's old address must go) and files it already holds. The folders are made
 * first, so each file costs one link call. Runs while the changed pages render elsewhere
 * (moveRenderedIn puts them in after), or in the background for a standby copy
 * (server/publish/standby.ts), which `signal` stops.
 */
export async function shareUnchanged(
  liveDir: string,
  buildDir: string,
  families: number[],
  signal?: AbortSignal,
): Promise<Shared> {
  const renderedAnew = familyFolders(families);
  const files = (await filesUnder(liveDir))
    // The check's record is the live release's own: the new release writes its own after its check.
    .filter((relative) => relative !== CHECKED_FILE && !renderedAnew.test(relative.split(path.sep).join('/')));
  await makeFolders(buildDir, files, signal);
  const linked = await inBatches(
    files,
    LINKS_IN_FLIGHT,
    async (relative) => {
      try {
        await fs.link(path.join(liveDir, relative), path.join(buildDir, relative));
        return relative;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
        throw error;
      }
    },
    signal,
  );
  const shared = linked.filter((file) => file !== null);
  return { files: shared.length, pages: shared.filter((file) => file.endsWith('.html')).length };
}

/**
 * Moves every file an incremental build rendered into the release, each in place of the shared
 * file of the same name: a rename replaces the name, never the shared file's contents, so the live
 * release is untouched. Returns how many shared files were replaced and how many pages were new.
 */
export async function moveRenderedIn(
  renderedDir: string,
  buildDir: string,
): Promise<{ replaced: number; newPages: number }> {
  const files = await filesUnder(renderedDir);
  await makeFolders(buildDir, files);
  const replaced = await inBatches(files, LINKS_IN_FLIGHT, async (relative) => {
    const target = path.join(buildDir, relative);
    const existed = await fs.lstat(target).then(
      () => true,
      () => false,
    );
    await fs.rename(path.join(renderedDir, relative), target);
    return existed;
  });
  await fs.rm(renderedDir, { recursive: true, force: true });
  return {
    replaced: replaced.filter(Boolean).length,
    newPages: files.filter((file, i) => !replaced[i] && file.endsWith('.html')).length,
  };
}
