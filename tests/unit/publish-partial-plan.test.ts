import { describe, expect, it } from 'vitest';
import { planFromChanges, type RecordedChange } from '../../server/publish/partial-plan.ts';

const change = (
  area: string,
  action: string,
  recordId: string | number,
  familyId: number | null = null,
  more: Partial<RecordedChange> = {},
): RecordedChange => ({ area, action, recordId: String(recordId), familyId, fields: [], topLevel: null, ...more });

describe('planFromChanges: which pages a change touches', () => {
  it('builds only the edited families when families alone changed (their text, image, shape, drawing or a variant)', () => {
    const plan = planFromChanges('7', [
      change('family', 'update', 12),
      change('family', 'image', 3),
      change('variant', 'update', 501, 12),
      change('family', 'shape', 40),
      change('family', 'drawing', 41),
    ]);
    expect(plan).toEqual({
      kind: 'incremental',
      families: [3, 12, 40, 41],
      downloadFamilies: [40, 41],
      renamedFamilies: [],
      categories: [],
      services: [],
      pages: [],
      reason: 'only product families (#3, #12, #40, #41) changed since release 7',
    });
  });

  it("renders the download views only for a family whose entry in them changed (its names, shape, drawing or a variant's dimensions), and the sitemap only for a renamed one", () => {
    const plan = planFromChanges('7', [
      change('family', 'update', 1, null, { fields: ['descriptionEn', 'materialZh', 'finishEn'] }),
      change('family', 'image', 2),
      change('variant', 'update', 301, 3, { fields: ['partNo', 'familyId', 'stock', 'priceBreaks', 'finishZh'] }),
      change('family', 'update', 4, null, { fields: ['nameZh'] }),
      change('family', 'update', 5, null, { fields: ['nameEn', 'slug'] }),
      change('variant', 'update', 601, 6, { fields: ['partNo', 'familyId', 'dims'] }),
      change('family', 'shape', 7),
      change('family', 'drawing', 8),
    ]);
    expect(plan).toMatchObject({
      kind: 'incremental',
      families: [1, 2, 3, 4, 5, 6, 7, 8],
      downloadFamilies: [4, 5, 6, 7, 8],
      // The Chinese name is not in the address (server/editor/families.ts): only family 5 moved.
      renamedFamilies: [5],
    });
  });

  it('ignores what publishing records about itself', () => {
    expect(
      planFromChanges('7', [
        change('publish', 'publish', 8),
        change('family', 'update', 5),
        change('rollback', 'rollback', 6),
      ]),
    ).toMatchObject({ kind: 'incremental', families: [5] });
  });

  it('builds everything when nothing was recorded: a change made outside the console cannot be seen', () => {
    expect(planFromChanges('7', [change('publish', 'publish', 8)])).toEqual({
      kind: 'full',
      reason: 'no change recorded in the console since release 7 (a change made elsewhere cannot be seen)',
    });
  });

  it("builds a service's, an info page's and a lower category's own pages when only their texts or picture changed", () => {
    const plan = planFromChanges('7', [
      change('service', 'update', 2, null, { fields: ['bodyEn', 'summaryZh'] }),
      change('page', 'update', 'faq', null, { fields: ['titleEn', 'bodyZh'] }),
      change('page', 'update', 'about', null, { fields: ['bodyEn'] }),
      change('category', 'image', 40, null, { fields: ['imageFid'], topLevel: false }),
      change('family', 'update', 12),
    ]);
    expect(plan).toEqual({
      kind: 'incremental',
      families: [12],
      downloadFamilies: [],
      renamedFamilies: [],
      categories: [40],
      services: [2],
      pages: ['about', 'faq'],
      reason:
        'only product families (#12), category pictures (#40), service texts (#2), info pages (about, faq) changed since release 7',
    });
  });

  it.each([
    [
      change('service', 'update', 1, null, { fields: ['titleZh'] }),
      "a service's title (every page's menus show it) since release 7",
    ],
    [
      change('category', 'image', 1, null, { topLevel: true }),
      "a top-level category's picture (every page's menu shows it) since release 7",
    ],
  ])('builds everything when a change shows in every page: %s', (other, reason) => {
    expect(planFromChanges('7', [change('page', 'update', 'faq'), other])).toEqual({ kind: 'full', reason });
  });

  it.each([
    ['a category name', change('category', 'update', 4, null, { fields: ['nameEn'], topLevel: false })],
    ['a new service', change('service', 'create', 9)],
    ['a service moved', change('service', 'move', 1)],
    ['the company', change('company', 'update', 1)],
    ['an import', change('import', 'import', 1)],
    ['a new family', change('family', 'create', 99)],
    ['a deleted family', change('family', 'delete', 99)],
    ['a variant without its family', change('variant', 'update', 501)],
  ])('builds everything after %s changed, and says so', (_, other) => {
    const plan = planFromChanges('7', [change('family', 'update', 12), other]);
    expect(plan).toEqual({
      kind: 'full',
      reason: `a change of another kind (${other.area} ${other.action}) since release 7`,
    });
  });
});
