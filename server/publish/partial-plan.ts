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
  /** The fields an update changed (the keys of its detail). */
  fields: readonly string[];
  /** For a category's change: whether it is a top-level group (shown with its picture in every page's menu). */
  topLevel: boolean | null;
}

/** The records whose own pages an incremental build renders anew. */
export interface ChangedRecords {
  families: number[];
  /**
   * Of those, the families whose entry in their categories' download views changed: the views list
   * each family's name, address, code, drawing and part numbers, so a change of its texts, picture,
   * stock or prices leaves them as they were (src/pages/[...locale]/[categoryRoute]/[id]/download/[...page].astro).
   */
  downloadFamilies: number[];
  /**
   * Of those, the families renamed: their address (/goodsInfo/{id}/{slug}) changed, so the sitemap
   * files, which list every address, render too; otherwise they stay as the live release has them.
   */
  renamedFamilies: number[];
  /** Categories whose pictures changed: their pages and those of every category above. */
  categories: number[];
  /** Services whose summary or text changed: only their own pages show it. */
  services: number[];
  /** Info pages (by slug): no menu shows their titles (src/components/Footer.astro uses its own words). */
  pages: string[];
}

export type BuildPlan = { kind: 'full'; reason: string } | ({ kind: 'incremental'; reason: string } & ChangedRecords);

/** Recorded by publishing itself: they change no page. */
const NEUTRAL_AREAS = new Set(['publish', 'rollback']);

/** Edits of one existing family (server/editor/families.ts, family-shape.ts, family-drawing.ts, variants.ts): its pages and its categories' lists change. */
const FAMILY_EDITS: Record<string, ReadonlySet<string>> = {
  family: new Set(['update', 'image', 'shape', 'drawing']),
  variant: new Set(['update']),
};

/** A service's title is in the header's and footer's menus and in every service page's list. */
const SERVICE_TITLE = /^title/;

/** A family's fields its download-view entry shows (its names and address); its code never changes. */
const DOWNLOAD_ENTRY = /^(name|slug)/;

/** A family's address follows its English name (server/editor/families.ts): its change names the slug. */
const renamesFamily = (change: RecordedChange): boolean =>
  change.area === 'family' && change.action === 'update' && change.fields.includes('slug');

/**
 * Whether a family's change may alter its entry in the download views: its names, its shape or
 * drawing, or a variant's dimensions (they redraw the drawing).
 */
function changesDownloadEntry(change: RecordedChange): boolean {
  if (change.area === 'variant') return change.fields.includes('dims');
  if (change.action === 'update') return change.fields.some((f) => DOWNLOAD_ENTRY.test(f));
  return change.action !== 'image';
}

/** The kinds of record with pages of their own. */
type RecordKind = Exclude<keyof ChangedRecords, 'downloadFamilies' | 'renamedFamilies'>;

type Touched = { kind: RecordKind; id: number | string } | { kind: 'everything'; why: string };

function touchedBy(change: RecordedChange): Touched {
  const other: Touched = { kind: 'everything', why: `a change of another kind (${change.area} ${change.action})` };
  if (FAMILY_EDITS[change.area]?.has(change.action)) {
    const family = change.area === 'family' ? Number(change.recordId) : change.familyId;
    return family !== null && Number.isInteger(family) ? { kind: 'families', id: family } : other;
  }
  if (change.area === 'service' && change.action === 'update') {
    return change.fields.some((f) => SERVICE_TITLE.test(f))
      ? { kind: 'everything', why: "a service's title (every page's menus show it)" }
      : { kind: 'services', id: Number(change.recordId) };
  }
  if (change.area === 'page' && change.action === 'update') return { kind: 'pages', id: change.recordId };
  if (change.area === 'category' && change.action === 'image') {
    return change.topLevel === false
      ? { kind: 'categories', id: Number(change.recordId) }
      : { kind: 'everything', why: "a top-level category's picture (every page's menu shows it)" };
  }
  return other;
}

const LABELS: Record<RecordKind, string> = {
  families: 'product families',
  categories: 'category pictures',
  services: 'service texts',
  pages: 'info pages',
};

/**
 * Incremental only when every change since the live release touched pages of its own: an existing
 * family or variant (its pages and the category pages listing it), a lower category's picture, a
 * service's summary or text, an info page. Anything else (a name in the menus, a new or deleted
 * record, the company, an import) or nothing recorded at all (a change made outside the console
 * cannot be seen) is a full build. Every build renders home and 404 anyway, and the sitemap when a
 * family was renamed.
 */
export function planFromChanges(release: string, changes: readonly RecordedChange[]): BuildPlan {
  const content = changes.filter((c) => !NEUTRAL_AREAS.has(c.area));
  if (content.length === 0) {
    return {
      kind: 'full',
      reason: `no change recorded in the console since release ${release} (a change made elsewhere cannot be seen)`,
    };
  }
  const records = {
    families: new Set<number>(),
    downloadFamilies: new Set<number>(),
    renamedFamilies: new Set<number>(),
    categories: new Set<number>(),
    services: new Set<number>(),
    pages: new Set<string>(),
  };
  for (const change of content) {
    const touched = touchedBy(change);
    if (touched.kind === 'everything') return { kind: 'full', reason: `${touched.why} since release ${release}` };
    (records[touched.kind] as Set<number | string>).add(touched.id);
    if (touched.kind === 'families' && changesDownloadEntry(change)) records.downloadFamilies.add(touched.id as number);
    if (touched.kind === 'families' && renamesFamily(change)) records.renamedFamilies.add(touched.id as number);
  }
  const sorted = <T extends number | string>(set: Set<T>) =>
    [...set].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
  const changed: ChangedRecords = {
    families: sorted(records.families),
    downloadFamilies: sorted(records.downloadFamilies),
    renamedFamilies: sorted(records.renamedFamilies),
    categories: sorted(records.categories),
    services: sorted(records.services),
    pages: sorted(records.pages),
  };
  const named = (Object.keys(LABELS) as RecordKind[])
    .filter((kind) => changed[kind].length > 0)
    .map(
      (kind) => `${LABELS[kind]} (${changed[kind].map((id) => (typeof id === 'number' ? `#${id}` : id)).join(', ')})`,
    );
  return { kind: 'incremental', ...changed, reason: `only ${named.join(', ')} changed since release ${release}` };
}
