import type { CatalogueSnapshot } from './snapshot.ts';
import type { ImportPlan } from './plan.ts';

/**
 * The families whose drawing an import must redraw (server/downloads/family-drawing.ts): each it
 * creates, each whose kind of solid, its mapping or its dimension columns it changes, and each that
 * gains a variant or has a variant's dimensions changed. Texts, prices, stock and weights leave the
 * drawing as it is.
 */
export function familiesToRedraw(plan: ImportPlan, snapshot: Pick<CatalogueSnapshot, 'familyByCode'>): number[] {
  const ids = new Set<number>(plan.familyCreates.map((f) => f.id));
  const idOf = (code: string) =>
    snapshot.familyByCode.get(code)?.id ?? plan.familyCreates.find((f) => f.code === code)?.id;
  for (const update of plan.familyUpdates) {
    if (update.set.shape !== undefined || update.set.dimensionColumns !== undefined) ids.add(update.familyId);
  }
  for (const create of plan.variantCreates) {
    const id = idOf(create.familyCode);
    if (id !== undefined) ids.add(id);
  }
  for (const update of plan.variantUpdates) {
    const id = update.set.dims === undefined ? undefined : idOf(update.familyCode);
    if (id !== undefined) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The families whose drawn picture an import must redraw (server/downloads/family-picture.ts): those
 * whose drawing it redraws, and those whose finish or a variant's own finish it changes (the picture
 * is shaded in it).
 */
export function familiesToRepaint(plan: ImportPlan, snapshot: Pick<CatalogueSnapshot, 'familyByCode'>): number[] {
  const ids = new Set(familiesToRedraw(plan, snapshot));
  for (const update of plan.familyUpdates) {
    if (update.set.finishEn !== undefined) ids.add(update.familyId);
  }
  for (const update of plan.variantUpdates) {
    const id = update.set.finishEn === undefined ? undefined : snapshot.familyByCode.get(update.familyCode)?.id;
    if (id !== undefined) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
