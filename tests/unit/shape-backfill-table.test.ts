import { describe, expect, it } from 'vitest';
import { inferredShape } from '../../server/db/migrations/023-family-shapes-backfill.ts';
import { KINDS } from '../../server/seed/catalogue/kinds/index.ts';
import { KIND_SOLIDS } from '../../server/seed/catalogue/kinds/solids.ts';

const asStored = (columns: ReadonlyArray<{ key: string; label: { en: string } }>) =>
  columns.map((c) => ({ key: c.key, labelEn: c.label.en }));

describe('migration 023 recognises a family by its columns', () => {
  it.each(Object.keys(KINDS) as Array<keyof typeof KINDS>)(
    'gives a family of the demo kind %s the solid the seed gives it',
    (kind) => {
      expect(inferredShape(asStored(KINDS[kind].columns))).toEqual(KIND_SOLIDS[kind]);
    },
  );

  it('recognises the columns in any order', () => {
    const columns = asStored(KINDS.knob.columns);
    expect(inferredShape([...columns].reverse())).toEqual(KIND_SOLIDS.knob);
  });

  it('gives no kind to columns an editor has changed or a family of its own', () => {
    const relabelled = asStored(KINDS.knob.columns).map((c) =>
      c.key === 'h1' ? { ...c, labelEn: 'Overall height' } : c,
    );
    expect(inferredShape(relabelled)).toBeUndefined();
    expect(inferredShape([...asStored(KINDS.knob.columns), { key: 'x9', labelEn: 'Extra' }])).toBeUndefined();
    expect(inferredShape([])).toBeUndefined();
  });
});
