import { sql } from 'kysely';
import { BOM_LIMITS } from '#contract/calls/bom.ts';
import type { Db } from '../db/connect.ts';

/**
 * Suggestions for BOM rows that name none of our parts: the closest part numbers by trigram
 * similarity (pg_trgm, both without hyphens), then, among near-equals and to fill up to three,
 * parts of the closest part's family with the most dimensions in common with it.
 */

/** Below this similarity a part number is not a suggestion (pg_trgm's own default). */
export const MIN_SIMILARITY = 0.3;
/** Nearest part numbers kept per row before ranking. */
const CANDIDATES = 8;
/** Typed numbers per statement (see nearestInChunks). */
const KEYS_PER_STATEMENT = 125;
/** Our numbers read per half of a typed number: more than a family has (a half names one family or a few). */
const HALF_CANDIDATES = 100;
/** Similarities this close count as equal, so family and dimensions decide. */
const SIMILARITY_STEP = 0.05;

interface Candidate {
  variantId: number;
  partNo: string;
  familyId: number;
  dims: Record<string, number | string>;
  similarity: number;
}

const dimsInCommon = (a: Candidate['dims'], b: Candidate['dims']) => Object.keys(a).filter((k) => a[k] === b[k]).length;

/** Closest first; near-equals by the closest part's family, then its dimensions, then part number. */
export function rankCandidates(candidates: readonly Candidate[]): Candidate[] {
  const [closest] = [...candidates].sort((a, b) => b.similarity - a.similarity || a.partNo.localeCompare(b.partNo));
  if (!closest) return [];
  const step = (c: Candidate) => Math.round(c.similarity / SIMILARITY_STEP);
  return [...candidates].sort(
    (a, b) =>
      step(b) - step(a) ||
      Number(b.familyId === closest.familyId) - Number(a.familyId === closest.familyId) ||
      dimsInCommon(b.dims, closest.dims) - dimsInCommon(a.dims, closest.dims) ||
      b.similarity - a.similarity ||
      a.partNo.localeCompare(b.partNo),
  );
}

/**
 * Candidates are our numbers that share the typed number's first half or its last half: one typo
 * anywhere (a character changed, added or left out) leaves one half whole. Both halves are ranges of
 * an index (migration 016's and 042's, the reversed numbers), so each row reads a few index pages
 * instead of comparing every part number; a trigram index's nearest-neighbour scan read far more on
 * part numbers this alike (docs/performance.md).
 */
async function nearestPartNumbers(db: Db, keys: readonly string[]): Promise<Map<string, Candidate[]>> {
  // chr(255) sorts after every ASCII character our part numbers are written in.
  const { rows } = await sql<Omit<Candidate, 'dims'> & { key: string }>`
    SELECT q.key, v.id AS variant_id, v.part_no, v.family_id, v.similarity
    FROM unnest(${[...keys]}::text[]) AS q(key)
    CROSS JOIN LATERAL (
      SELECT c.id, c.part_no, c.family_id, similarity(c.compact, q.key) AS similarity
      FROM (
        (SELECT id, part_no, family_id, replace(part_no, '-', '') AS compact FROM variants
          WHERE replace(part_no, '-', '') ~>=~ left(q.key, length(q.key) / 2)
            AND replace(part_no, '-', '') ~<~ (left(q.key, length(q.key) / 2) || chr(255))
          LIMIT ${HALF_CANDIDATES})
        UNION
        (SELECT id, part_no, family_id, replace(part_no, '-', '') FROM variants
          WHERE reverse(replace(part_no, '-', '')) ~>=~ reverse(right(q.key, length(q.key) / 2))
            AND reverse(replace(part_no, '-', '')) ~<~ (reverse(right(q.key, length(q.key) / 2)) || chr(255))
          LIMIT ${HALF_CANDIDATES})
      ) c
      ORDER BY similarity DESC, c.part_no
      LIMIT ${CANDIDATES}
    ) v
    WHERE v.similarity >= ${MIN_SIMILARITY}`.execute(db);
  const dims = await dimsOf(
    db,
    rows.map((r) => r.variantId),
  );
  const byKey = new Map<string, Candidate[]>();
  for (const row of rows)
    byKey.set(row.key, [
      ...(byKey.get(row.key) ?? []),
      { ...row, similarity: Number(row.similarity), dims: dims.get(row.variantId) ?? {} },
    ]);
  return byKey;
}

async function dimsOf(db: Db, variantIds: readonly number[]): Promise<Map<number, Candidate['dims']>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('variants')
    .select(['id', 'dims'])
    .where('id', 'in', [...new Set(variantIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.dims]));
}

/**
 * The rows in a few statements at once: PostgreSQL runs them on as many connections and cores, and
 * each stays below the cost at which it would compile the query first (JIT), which took longer than
 * it saved here. PGlite, with one connection, runs them in turn.
 */
async function nearestInChunks(db: Db, keys: readonly string[]): Promise<Map<string, Candidate[]>> {
  const chunks: string[][] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_STATEMENT)
    chunks.push(keys.slice(start, start + KEYS_PER_STATEMENT));
  const found = await Promise.all(chunks.map((chunk) => nearestPartNumbers(db, chunk)));
  return new Map(found.flatMap((m) => [...m]));
}

/** The closest part's family members, for rows with fewer than three close part numbers. */
async function familyMembers(db: Db, familyIds: readonly number[]): Promise<Map<number, Candidate[]>> {
  if (familyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('variants')
    .select(['id as variantId', 'partNo', 'familyId', 'dims'])
    .where('familyId', 'in', [...new Set(familyIds)])
    .orderBy('sortOrder')
    .execute();
  const byFamily = new Map<number, Candidate[]>();
  for (const row of rows)
    byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), { ...row, similarity: 0 }]);
  return byFamily;
}

/** Up to three suggested variant ids per typed number (as partNumberKey gives it), best first; none for a number like nothing of ours. */
export async function suggestParts(db: Db, keys: readonly string[]): Promise<Map<string, number[]>> {
  if (keys.length === 0) return new Map();
  const nearest = await nearestInChunks(db, keys);
  const ranked = new Map([...nearest].map(([key, candidates]) => [key, rankCandidates(candidates)]));
  const short = [...ranked.values()].filter((r) => r.length < BOM_LIMITS.suggestions);
  const families = await familyMembers(
    db,
    short.map((r) => r[0]!.familyId),
  );
  const suggestions = new Map<string, number[]>();
  for (const [key, candidates] of ranked) {
    const closest = candidates[0]!;
    const fill = (families.get(closest.familyId) ?? []).filter(
      (m) => !candidates.some((c) => c.variantId === m.variantId),
    );
    const byDims = [...fill].sort((a, b) => dimsInCommon(b.dims, closest.dims) - dimsInCommon(a.dims, closest.dims));
    suggestions.set(
      key,
      [...candidates, ...(candidates.length < BOM_LIMITS.suggestions ? byDims : [])]
        .slice(0, BOM_LIMITS.suggestions)
        .map((c) => c.variantId),
    );
  }
  return suggestions;
}
