import type { ProductSearchAnswer, ProductSearchSort, SearchFacets } from '#contract/calls/search.ts';
import type { Db } from '../db/connect.ts';
import { idIn } from '../db/id-in.ts';
import { familyCards, toFamilyCard } from './families.ts';
import { searchFacets } from './search-facets.ts';
import { searchConditions, type SearchCriteria } from './search-filters.ts';
import { findMatches } from './search-matches.ts';
import { orderCards } from './search-order.ts';
import { NO_SUGGESTIONS } from './search-suggestions.ts';
import { searchVersion } from './search-version.ts';

/** What browsing one category shows on every page: its families (ids) and their facets, and its families in each order asked for so far. */
interface Browse {
  ids: number[];
  facets: SearchFacets;
  orders: Map<ProductSearchSort, Promise<number[]>>;
}

/** The browses asked of one database at one search version (server/db/migrations/060-search-version.ts). */
interface Kept {
  version: string;
  browses: Map<string, Promise<Browse>>;
}

// Per database (tests open several in one process); a browse per category ever asked at the current
// version, so at most one per category, dropped whole when the version moves.
const keptByDb = new WeakMap<Db, Kept>();

/** A category browsed as it is: no keyword, part number or facet filter. */
export function isCategoryBrowse(criteria: SearchCriteria): criteria is SearchCriteria & { categoryTypePath: string } {
  const { categoryTypePath, ...narrowing } = criteria;
  return categoryTypePath !== undefined && Object.values(narrowing).every((value) => value === undefined);
}

async function browseOf(db: Db, criteria: SearchCriteria): Promise<Browse> {
  const matches = await findMatches(db, searchConditions(criteria));
  return { ids: matches.ids(), facets: await searchFacets(db, matches), orders: new Map() };
}

/** The browse kept for this version, else a new one kept (a failed one is forgotten, so the next asks again). */
function keptBrowse(db: Db, version: string, criteria: SearchCriteria & { categoryTypePath: string }) {
  let kept = keptByDb.get(db);
  // A search that read the number just before a change committed answers from its own reading, uncached.
  if (kept && BigInt(kept.version) > BigInt(version)) return browseOf(db, criteria);
  if (kept?.version !== version) {
    kept = { version, browses: new Map() };
    keptByDb.set(db, kept);
  }
  const { browses } = kept;
  const key = criteria.categoryTypePath;
  let browse = browses.get(key);
  if (!browse) {
    browse = browseOf(db, criteria);
    browses.set(key, browse);
    browse.catch(() => browses.delete(key));
  }
  return browse;
}

function orderedIds(db: Db, browse: Browse, sort: ProductSearchSort): Promise<number[]> {
  let ordered = browse.orders.get(sort);
  if (!ordered) {
    const query = familyCards(db).clearSelect().select('pf.id').where(idIn('pf.id', browse.ids));
    ordered = orderCards(query, sort, undefined)
      .execute()
      .then((rows) => rows.map((row) => row.id));
    browse.orders.set(sort, ordered);
    ordered.catch(() => browse.orders.delete(sort));
  }
  return ordered;
}

/**
 * A page of a category browsed as it is. The same few hundred categories are browsed over and over,
 * and a level-1 group's facets aggregate 6,800 families at `--scale 100` (docs/performance.md), so
 * each process keeps a category's families, facets and orders until the catalogue changes: a page
 * then reads one version number and its own 24 cards.
 */
export async function browseCategory(
  db: Db,
  criteria: SearchCriteria & { categoryTypePath: string },
  options: { sort: ProductSearchSort; page: number; pageSize: number },
): Promise<ProductSearchAnswer> {
  const browse = await keptBrowse(db, await searchVersion(db), criteria);
  const start = (options.page - 1) * options.pageSize;
  const pageIds = (await orderedIds(db, browse, options.sort)).slice(start, start + options.pageSize);
  const rows = pageIds.length ? await familyCards(db).where(idIn('pf.id', pageIds)).execute() : [];
  const cardOf = new Map(rows.map((row) => [row.id, toFamilyCard(row)]));
  return {
    total: browse.ids.length,
    page: options.page,
    pageSize: options.pageSize,
    list: pageIds.flatMap((id) => cardOf.get(id) ?? []),
    facets: browse.facets,
    suggestions: NO_SUGGESTIONS,
  };
}
