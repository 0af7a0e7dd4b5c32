import { sql } from 'kysely';
import { BOM_LIMITS } from '#contract/calls/bom.ts';
import type { Db } from '../db/connect.ts';

/**
 * Suggestions for BOM rows that name none of our parts: the closest part numbers by trigram
 * similarity (pg_trgm, both without hyphens, served by the GiST index of migration 042), then,
 * among near-equals and to fill up to three, parts of the closest part's family with the most
 * dimensions in common with it.
 */

/** Below this similarity a part number is not a suggestion (pg_trgm's own default). */
export const MIN_SIMILARITY = 0.3;
/** Nearest part numbers read per row before ranking. */
const CANDIDATES = 8;
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

async function nearestPartNumbers(db: Db, keys: readonly string[]): Promise<Map<string, Candidate[]>> {
  // One statement for every row: a nearest-neighbour scan of the index per typed number.
  const { rows } = await sql<Candidate & { key: string }>`
    SELECT q.key, v.id AS variant_id, v.part_no, v.family_id, v.dims, v.similarity
    FROM unnest(${[...keys]}::text[]) AS q(key)
    CROSS JOIN LATERAL (
      SELECT id, part_no, family_id, dims, similarity(replace(part_no, '-', ''), q.key) AS similarity
      FROM variants
      ORDER BY replace(part_no, '-', '') <-> q.key
      LIMIT ${CANDIDATES}
    ) v
    WHERE v.similarity >= ${MIN_SIMILARITY}`.execute(db);
  const byKey = new Map<string, Candidate[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), { ...row, similarity: Number(row.similarity) }]);
  return byKey;
}

/** The closest part's family members, for rows with fewer than three close part numbers. */
async function familyMembers(db: Db, familyIds: readonly number[]): Promise<Map<number, Candidate[]>> {
  if (familyIds.length === 0) return new Map();
  const rows = await db.selectFrom('variants').select(['id as variantId', 'partNo', 'familyId', 'dims']).where('familyId', 'in', [...new Set(familyIds)]).orderBy('sortOrder').execute();
  const byFamily = new Map<number, Candidate[]>();
  for (const row of rows) byFamily.set(row.familyId, [...(byFamily.get(row.familyId) ?? []), { ...row, similarity: 0 }]);
  return byFamily;
}

/** Up to three suggested variant ids per typed number (as partNumberKey gives it), best first; none for a number like nothing of ours. */
export async function suggestParts(db: Db, keys: readonly string[]): Promise<Map<string, number[]>> {
  if (keys.length === 0) return new Map();
  const nearest = await nearestPartNumbers(db, keys);
  const ranked = new Map([...nearest].map(([key, candidates]) => [key, rankCandidates(candidates)]));
  const short = [...ranked.values()].filter((r) => r.length < BOM_LIMITS.suggestions);
  const families = await familyMembers(db, short.map((r) => r[0]!.familyId));
  const suggestions = new Map<string, number[]>();
  for (const [key, candidates] of ranked) {
    const closest = candidates[0]!;
    const fill = (families.get(closest.familyId) ?? []).filter((m) => !candidates.some((c) => c.variantId === m.variantId));
    const byDims = [...fill].sort((a, b) => dimsInCommon(b.dims, closest.dims) - dimsInCommon(a.dims, closest.dims));
    suggestions.set(key, [...candidates, ...(candidates.length < BOM_LIMITS.suggestions ? byDims : [])].slice(0, BOM_LIMITS.suggestions).map((c) => c.variantId));
  }
  return suggestions;
}
