import { describe, expect, it } from 'vitest';
import { planFromChanges, type RecordedChange } from '../../server/publish/partial-plan.ts';

const change = (area: string, action: string, recordId: string | number, familyId: number | null = null): RecordedChange =>
  ({ area, action, recordId: String(recordId), familyId });

describe('planFromChanges: which pages a change touches', () => {
  it('builds only the edited families when families alone changed (their text, image, shape or a variant)', () => {
    const plan = planFromChanges('7', [change('family', 'update', 12), change('family', 'image', 3), change('variant', 'update', 501, 12), change('family', 'shape', 40)]);
    expect(plan).toEqual({ kind: 'incremental', families: [3, 12, 40], reason: 'only product families changed since release 7 (#3, #12, #40)' });
  });

  it('ignores what publishing records about itself', () => {
    expect(planFromChanges('7', [change('publish', 'publish', 8), change('family', 'update', 5), change('rollback', 'rollback', 6)]))
      .toMatchObject({ kind: 'incremental', families: [5] });
  });

  it('builds everything when nothing was recorded: a change made outside the console cannot be seen', () => {
    expect(planFromChanges('7', [change('publish', 'publish', 8)])).toEqual({ kind: 'full', reason: 'no change recorded in the console since release 7 (a change made elsewhere cannot be seen)' });
  });

  it.each([
    ['a category', change('category', 'update', 4)],
    ['a service', change('service', 'update', 1)],
    ['an info page', change('page', 'update', 2)],
    ['the company', change('company', 'update', 1)],
    ['an import', change('import', 'import', 1)],
    ['a new family', change('family', 'create', 99)],
    ['a deleted family', change('family', 'delete', 99)],
    ['a variant without its family', change('variant', 'update', 501)],
  ])('builds everything after %s changed, and says so', (_, other) => {
    const plan = planFromChanges('7', [change('family', 'update', 12), other]);
    expect(plan).toEqual({ kind: 'full', reason: `a change of another kind since release 7 (${other.area} ${other.action})` });
  });
});
