import { describe, expect, it } from 'vitest';
import { familiesToRedraw, familiesToRepaint } from '../../server/editor/catalogue-csv/redrawn-families.ts';
import type {
  FamilyCreate,
  FamilyUpdate,
  ImportPlan,
  VariantCreate,
  VariantUpdate,
} from '../../server/editor/catalogue-csv/plan.ts';
import type { SnapshotFamily } from '../../server/editor/catalogue-csv/snapshot.ts';

const snapshot = {
  familyByCode: new Map([
    ['LH-1', { id: 1 }],
    ['LH-2', { id: 2 }],
    ['LH-3', { id: 3 }],
  ] as Array<[string, SnapshotFamily]>),
};
const plan = (p: Partial<ImportPlan>): ImportPlan => ({
  familyCreates: [],
  familyUpdates: [],
  variantCreates: [],
  variantUpdates: [],
  ...p,
});
const familyUpdate = (familyId: number, set: FamilyUpdate['set']) => ({
  line: 2,
  code: `LH-${familyId}`,
  familyId,
  set,
  changes: [],
});
const variantUpdate = (familyCode: string, set: VariantUpdate['set']) => ({
  line: 2,
  partNo: `${familyCode}-10`,
  familyCode,
  variantId: 10,
  set,
  changes: [],
});

describe('the families an import redraws', () => {
  it('redraws none when only texts, stock, prices or weights change', () => {
    expect(
      familiesToRedraw(
        plan({
          familyUpdates: [familyUpdate(1, { nameEn: 'Knob', finishEn: 'Black' })],
          variantUpdates: [
            variantUpdate('LH-2', { stock: 4, weightGrams: 12, priceBreaks: [{ minQty: 1, unitPricePence: 100 }] }),
          ],
        }),
        snapshot,
      ),
    ).toEqual([]);
  });

  it('redraws a family whose kind, mapping or columns change, or whose variant’s dimensions change', () => {
    expect(
      familiesToRedraw(
        plan({
          familyUpdates: [familyUpdate(1, { shape: null }), familyUpdate(2, { dimensionColumns: [] })],
          variantUpdates: [variantUpdate('LH-3', { dims: { d1: 40 } }), variantUpdate('LH-3', { dims: { d1: 41 } })],
        }),
        snapshot,
      ),
    ).toEqual([1, 2, 3]);
  });

  it('redraws each new family, and a family that gains a variant (its first part may be the new one)', () => {
    const create = { line: 2, code: 'LH-9', id: 9, sortOrder: 90, variantCount: 1 } as FamilyCreate;
    const newVariant = (familyCode: string) =>
      ({ line: 3, partNo: `${familyCode}-1`, familyCode, sortOrder: 1 }) as VariantCreate;
    expect(
      familiesToRedraw(
        plan({ familyCreates: [create], variantCreates: [newVariant('LH-9'), newVariant('LH-2')] }),
        snapshot,
      ),
    ).toEqual([2, 9]);
  });
});

describe('the families whose drawn picture an import redraws', () => {
  it('repaints those it redraws, and those whose finish or a variant’s own finish changes, but not for texts, stock or prices', () => {
    expect(
      familiesToRepaint(
        plan({
          familyUpdates: [familyUpdate(1, { finishEn: 'Black' }), familyUpdate(2, { nameEn: 'Knob' })],
          variantUpdates: [variantUpdate('LH-2', { stock: 4 }), variantUpdate('LH-3', { finishEn: 'Zinc-plated' })],
        }),
        snapshot,
      ),
    ).toEqual([1, 3]);
    expect(
      familiesToRepaint(plan({ variantUpdates: [variantUpdate('LH-2', { dims: { d1: 40 } })] }), snapshot),
    ).toEqual([2]);
  });
});
