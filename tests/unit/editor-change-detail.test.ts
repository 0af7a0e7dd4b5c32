import { describe, expect, it } from 'vitest';
import { changedFields, compactRecord, compactValue, DETAIL_TEXT_MAX } from '../../server/editor/change-detail.ts';
import { depthFirst } from '../../server/editor/categories.ts';

describe('changedFields', () => {
  it('keeps only the fields that changed, before → after', () => {
    expect(changedFields({ name: 'A', stock: 1, email: 'a@b.co' }, { name: 'B', stock: 1, email: 'a@b.co' })).toEqual({
      name: { from: 'A', to: 'B' },
    });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toEqual({});
  });

  it('leaves out fields the change does not name, and counts a field missing before as null', () => {
    expect(changedFields({ name: 'A', other: 'x' }, { name: 'B' })).toEqual({ name: { from: 'A', to: 'B' } });
    expect(changedFields({ imageFid: null as number | null }, { imageFid: 12 })).toEqual({
      imageFid: { from: null, to: 12 },
    });
  });

  it('cuts long texts, noting their length in characters', () => {
    const long = '字'.repeat(DETAIL_TEXT_MAX + 10);
    const change = changedFields({ body: 'short' }, { body: long });
    expect(change.body!.from).toBe('short');
    expect(change.body!.to).toBe(`${'字'.repeat(DETAIL_TEXT_MAX)}… (${DETAIL_TEXT_MAX + 10} characters)`);
    expect(compactValue('x'.repeat(DETAIL_TEXT_MAX))).toBe('x'.repeat(DETAIL_TEXT_MAX));
    expect(compactRecord({ a: 1, b: 'y'.repeat(200) })).toEqual({
      a: 1,
      b: `${'y'.repeat(DETAIL_TEXT_MAX)}… (200 characters)`,
    });
  });
});

describe('depthFirst', () => {
  it('puts each parent before its children and siblings by sortOrder, then id', () => {
    const rows = [
      { id: 11, parentId: 1, sortOrder: 2 },
      { id: 2, parentId: null, sortOrder: 1 },
      { id: 1, parentId: null, sortOrder: 1 },
      { id: 12, parentId: 1, sortOrder: 1 },
      { id: 111, parentId: 11, sortOrder: 1 },
      { id: 21, parentId: 2, sortOrder: 1 },
    ];
    expect(depthFirst(rows).map((r) => r.id)).toEqual([1, 12, 11, 111, 2, 21]);
  });
});
