/**
 * Which kind of build a publish runs: only the pages a change touches (incremental) or the whole
 * site (full). Pure: server/publish/incremental.ts gathers the facts from the database.
 */

/** One row of editor_changes since the live release's build started. */
export interface RecordedChange {
  area: string;
  action: string;
  recordId: string;
  /** A variant's change names its family (server/editor/variants.ts). */
  familyId: number | null;
}

export type BuildPlan =
  | { kind: 'full'; reason: string }
  | { kind: 'incremental'; families: number[]; reason: string };

/** Recorded by publishing itself: they change no page. */
const NEUTRAL_AREAS = new Set(['publish', 'rollback']);

/** Edits of one existing family (server/editor/families.ts, family-shape.ts, variants.ts): its pages and its categories' lists change. */
const FAMILY_EDITS: Record<string, ReadonlySet<string>> = { family: new Set(['update', 'image', 'shape']), variant: new Set(['update']) };

function familyOf(change: RecordedChange): number | null {
  if (!FAMILY_EDITS[change.area]?.has(change.action)) return null;
  const family = change.area === 'family' ? Number(change.recordId) : change.familyId;
  return family !== null && Number.isInteger(family) ? family : null;
}

/**
 * Incremental only when every change since the live release edited an existing family or variant
 * (their pages, the category pages listing them, the pages every build renders); anything else
 * (a new or deleted family, categories, services, pages, company, an import) or nothing recorded at
 * all (a change made outside the console cannot be seen) is a full build.
 */
export function planFromChanges(release: string, changes: readonly RecordedChange[]): BuildPlan {
  const content = changes.filter((c) => !NEUTRAL_AREAS.has(c.area));
  if (content.length === 0) {
    return { kind: 'full', reason: `no change recorded in the console since release ${release} (a change made elsewhere cannot be seen)` };
  }
  const families = new Set<number>();
  for (const change of content) {
    const family = familyOf(change);
    if (family === null) {
      return { kind: 'full', reason: `a change of another kind since release ${release} (${change.area} ${change.action})` };
    }
    families.add(family);
  }
  const ids = [...families].sort((a, b) => a - b);
  return { kind: 'incremental', families: ids, reason: `only product families changed since release ${release} (${ids.map((id) => `#${id}`).join(', ')})` };
}
