import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-in.ts';
import { changedFamilies, searchVersion } from './search-version.ts';

/** Code-point order, as collation "C" and C.UTF-8 sort text in PGlite and PostgreSQL. */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One key of a family's variants' dims (server/db/migrations/026-family-search-summaries.ts). */
export interface DimensionSummary {
  key: string;
  allNumbers: boolean;
  min: number | null;
  max: number | null;
  /** Each value once, as the variants wrote it. */
  texts: string[];
}

/** One of a family's dimension columns that has a key. */
export interface ColumnSummary {
  key: string;
  labelEn: string;
  labelZh: string;
  unit: string | null;
}

/** What the facets count of one family. */
export interface FamilyFacets {
  /** The level-3 category above (or at) the family's own; null when its category is higher up. */
  level3: number | null;
  materialEn: string;
  materialZh: string;
  /** Its variants' finishes, each once: [English, Chinese]. */
  finishes: Array<[string, string]>;
  /** A handful per family: an array is a tenth of a Map's memory. */
  dimensions: DimensionSummary[];
  columns: ColumnSummary[];
}

export interface FacetIndex {
  families: ReadonlyMap<number, FamilyFacets>;
  categoryNames: ReadonlyMap<number, { en: string; zh: string }>;
}

/** The index as of one search version. */
interface Kept {
  version: string;
  index: FacetIndex;
}

/** Only these families, or every family. */
type Which = readonly number[] | 'all';

const of = (which: Which, column: string) => (which === 'all' ? sql<boolean>`true` : idIn(column, which));

async function familyRows(db: Db, which: Which) {
  const { rows } = await sql<{ id: number; materialEn: string; materialZh: string; level3: string }>`
    select pf.id, pf.material_en, pf.material_zh, split_part(leaf.type_path, '/', 3) as level3
    from product_families pf join categories leaf on leaf.id = pf.category_id
    where ${of(which, 'pf.id')}`.execute(db);
  return rows;
}

async function finishRows(db: Db, which: Which) {
  const { rows } = await sql<{ familyId: number; finishesEn: string[]; finishesZh: string[] }>`
    select family_id, finishes_en, finishes_zh from family_search where ${of(which, 'family_id')}`.execute(db);
  return rows;
}

async function dimensionRows(db: Db, which: Which) {
  // float8 reads a numeric bound as the same JavaScript number its JSON text would parse to.
  const { rows } = await sql<DimensionSummary & { familyId: number }>`
    select family_id, key, all_numbers, min::float8 as min, max::float8 as max, texts
    from family_dimensions where ${of(which, 'family_id')}`.execute(db);
  return rows;
}

async function columnRows(db: Db, which: Which) {
  const { rows } = await sql<{ familyId: number } & ColumnSummary>`
    select family_id, key, coalesce(label_en, '') as label_en, coalesce(label_zh, '') as label_zh, unit
    from family_dimension_columns where key is not null and ${of(which, 'family_id')}
    order by family_id, position`.execute(db);
  return rows;
}

/**
 * One copy of each equal value: 17,000 families at `--scale 100` write 400,000 dimension values and
 * 78,000 columns, mostly the same few hundred (the index takes 22 MB there, 50 MB without this).
 */
function interner<T>(keyOf: (value: T) => string): (value: T) => T {
  const seen = new Map<string, T>();
  return (value) => {
    const key = keyOf(value);
    const kept = seen.get(key);
    if (kept !== undefined) return kept;
    seen.set(key, value);
    return value;
  };
}

/** The facets' figures of some families (or all), read from their summaries in four statements. */
async function readFamilies(db: Db, which: Which): Promise<Map<number, FamilyFacets>> {
  const [families, finishes, dimensions, columns] = await Promise.all([
    familyRows(db, which),
    finishRows(db, which),
    dimensionRows(db, which),
    columnRows(db, which),
  ]);
  const text = interner((value: string) => value);
  const read = new Map<number, FamilyFacets>();
  for (const f of families) {
    const level3 = f.level3 === '' ? null : Number(f.level3);
    read.set(f.id, {
      level3,
      materialEn: text(f.materialEn),
      materialZh: text(f.materialZh),
      finishes: [],
      dimensions: [],
      columns: [],
    });
  }
  const finish = interner((pair: [string, string]) => pair.join('\u0000'));
  for (const f of finishes) {
    const family = read.get(f.familyId);
    if (family) family.finishes = f.finishesEn.map((en, i) => finish([en, f.finishesZh[i]!]));
  }
  for (const { familyId, key, allNumbers, min, max, texts } of dimensions)
    read.get(familyId)?.dimensions.push({ key: text(key), allNumbers, min, max, texts: texts.map(text) });
  const column = interner((c: ColumnSummary) => [c.key, c.labelEn, c.labelZh, c.unit ?? ''].join('\u0000'));
  for (const { familyId, key, labelEn, labelZh, unit } of columns)
    read.get(familyId)?.columns.push(column({ key, labelEn, labelZh, unit }));
  return read;
}

async function categoryNames(db: Db): Promise<Map<number, { en: string; zh: string }>> {
  const rows = await db.selectFrom('categories').select(['id', 'nameEn', 'nameZh']).execute();
  return new Map(rows.map((c) => [c.id, { en: c.nameEn, zh: c.nameZh }]));
}

async function readAll(db: Db, version: string): Promise<Kept> {
  const [families, names] = await Promise.all([readFamilies(db, 'all'), categoryNames(db)]);
  return { version, index: { families, categoryNames: names } };
}

/** The index brought to a later version: only the families changed since, unless a category changed or the changes kept do not reach back. */
async function catchUp(db: Db, kept: Kept | undefined, version: string): Promise<Kept> {
  if (!kept) return readAll(db, version);
  const changed = await changedFamilies(db, kept.version, version);
  if (changed === null || changed.has(0)) return readAll(db, version);
  const ids = [...changed];
  const read = await readFamilies(db, ids);
  const families = new Map(kept.index.families);
  for (const id of ids) {
    const family = read.get(id);
    if (family) families.set(id, family);
    else families.delete(id);
  }
  return { version, index: { families, categoryNames: kept.index.categoryNames } };
}

// Per database (tests open several in one process): the latest index, or the catch-up under way.
const keptByDb = new WeakMap<Db, Promise<Kept>>();

/**
 * The facets' figures of every family, kept in this process and brought up to the committed
 * catalogue before each use: a search then counts its facets here instead of in six statements that
 * each read every family it found (docs/performance.md, "Search at `--scale 100`"). A changed family
 * costs the next search four small statements; a changed category, reading everything again.
 */
export async function facetIndex(db: Db): Promise<FacetIndex> {
  const version = await searchVersion(db);
  for (;;) {
    const stored = keptByDb.get(db);
    const kept = await stored?.catch(() => undefined);
    if (kept && BigInt(kept.version) >= BigInt(version)) return kept.index;
    // Another search began a catch-up while this one waited: wait for that one instead.
    if (keptByDb.get(db) !== stored) continue;
    const next = catchUp(db, kept, version);
    keptByDb.set(db, next);
    next.catch(() => {
      if (keptByDb.get(db) === next) keptByDb.delete(db);
    });
    return (await next).index;
  }
}
