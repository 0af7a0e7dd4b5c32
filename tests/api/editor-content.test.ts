import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeListAnswer } from '#contract/calls/editor-changes.ts';
import type { EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import type { EditorList } from '#contract/calls/editor-fields.ts';
import type { EditorPage, MarkdownPreviewAnswer } from '#contract/calls/editor-pages.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import type { PageDetail, ServiceDetail, ServiceItem } from '#contract/calls/content.ts';
import type { CompanyInfo } from '#contract/calls/company.ts';
import { auditCount, auditRecords, detailKeys, unnamedDetailKeys } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: Buyer;
let buyer: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  editor = await logInAs(api, 'editor@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
});
afterAll(() => api.close());

const EDITOR_EMAIL = 'editor@lihda.example';
const companyInfo = async () => (await editor.call<EditorCompanyInfo>('editor/companyInfoGet')).body.data;
const services = async () => (await editor.call<EditorList<EditorService>>('editor/serviceList')).body.data.list;
const publicServices = async () => (await api.call<ServiceItem[]>('unpri/acleList')).body.data;

/** Every content call, each with a body an editor may send without changing anything. */
async function harmlessCalls(): Promise<Array<[string, unknown]>> {
  const { updatedAt: _u, ...company } = await companyInfo();
  const service = (await services())[0]!;
  const page = (await editor.call<EditorList<EditorPage>>('editor/pageList')).body.data.list[0]!;
  const family = await api.db.selectFrom('productFamilies').select('id').orderBy('id').executeTakeFirstOrThrow();
  const category = await api.db.selectFrom('categories').selectAll().orderBy('id').executeTakeFirstOrThrow();
  return [
    ['editor/companyInfoGet', {}],
    ['editor/companyInfoSave', company],
    ['editor/serviceList', {}],
    [
      'editor/serviceSave',
      {
        id: service.id,
        title: service.title,
        titleZh: service.titleZh,
        summary: service.summary,
        summaryZh: service.summaryZh,
        body: service.body,
        bodyZh: service.bodyZh,
      },
    ],
    ['editor/serviceMove', { id: service.id, direction: 'up' }],
    ['editor/pageList', {}],
    [
      'editor/pageSave',
      { slug: page.slug, title: page.title, titleZh: page.titleZh, body: page.body, bodyZh: page.bodyZh },
    ],
    ['editor/markdownPreview', { markdown: '# Hello' }],
    ['editor/categoryList', {}],
    [
      'editor/categorySave',
      { id: category.id, name: category.nameEn, nameZh: category.nameZh, sortOrder: category.sortOrder },
    ],
    ['editor/familyList', { page: 1, pageSize: 5 }],
    ['editor/familyGet', { id: family.id }],
    ['editor/changeList', {}],
  ];
}

/** Calls that change something or need a real record: their permission checks come before the body is read. */
const OTHER_CALLS = [
  'editor/serviceDelete',
  'editor/categoryImage',
  'editor/familySave',
  'editor/familyImage',
  'editor/variantSave',
];

describe('permissions', () => {
  it('answers 701 without a session and 403 to a buyer, before reading the body', async () => {
    const calls = [...(await harmlessCalls()).map(([path]) => path), ...OTHER_CALLS];
    expect(calls).toHaveLength(18);
    for (const path of calls) {
      const anonymous = await api.call(path, {});
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.code, path).toBe(701);
      const asBuyer = await buyer.call(path, {});
      expect(asBuyer.status, path).toBe(403);
      // The change record is for every member of staff (sales read their order actions there).
      const refusal =
        path === 'editor/changeList' ? 'This is for Lihda Group staff only.' : 'This is for content editors only.';
      expect(asBuyer.body, path).toMatchObject({ code: 403, msg: refusal });
    }
    expect((await buyer.call('editor/serviceList', {}, { lang: 'zh-cn' })).body.msg).toBe('仅限内容编辑人员使用。');
  });

  it('answers 200 to an editor, and saving what is there records nothing', async () => {
    const before = await auditCount(api);
    for (const [path, body] of await harmlessCalls()) {
      const { status, body: answer } = await editor.call(path, body);
      expect(answer.msg, path).not.toMatch(/cannot|must|Please/);
      expect([status, answer.code], path).toEqual([200, 200]);
    }
    expect(await auditCount(api)).toBe(before);
  });

  it('documents every editor call in OpenAPI, with its limits', async () => {
    const doc = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        {
          post: {
            requestBody?: {
              content: Record<string, { schema: { properties: Record<string, { maxLength?: number }> } }>;
            };
          };
        }
      >;
    }>();
    const calls = [...(await harmlessCalls()).map(([path]) => path), ...OTHER_CALLS];
    for (const call of calls) expect(Object.keys(doc.paths), call).toContain(`/api/${call}`);
    const save = doc.paths['/api/editor/serviceSave']!.post.requestBody!.content['application/json']!.schema;
    expect(save.properties.body!.maxLength).toBe(20_000);
  });

  it("validates an editor's body: unknown fields are refused, not stored", async () => {
    const { body } = await editor.call('editor/categorySave', {
      id: 1,
      name: 'A',
      nameZh: '甲',
      sortOrder: 1,
      parentId: 2,
    });
    expect(body).toMatchObject({ code: 400, msg: 'Unknown field: parentId', data: { field: 'parentId' } });
  });
});

describe('company details', () => {
  it('gives the company details (not the bank account) to editors, and a save changes what the site shows, recorded with who and what', async () => {
    const { updatedAt: _u, ...info } = await companyInfo();
    expect(info).not.toHaveProperty('bankSortCode');
    const { addressLine5: _line5, ...withoutLine5 } = info;
    const { body } = await editor.call<EditorCompanyInfo>('editor/companyInfoSave', {
      ...withoutLine5,
      telephone2: '+44 1632 960999',
    });
    expect(body).toMatchObject({ code: 200, msg: 'Saved.', data: { telephone2: '+44 1632 960999', addressLine5: '' } });

    const shown = (await api.call<CompanyInfo>('unpri/companyInfoDetail')).body.data;
    expect(shown).toMatchObject({ telephone2: '+44 1632 960999', addressLine5: '', name: info.name });

    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ userEmail: EDITOR_EMAIL, area: 'company', recordId: '1', action: 'update' });
    // Fields by the names staff read (contract/i18n/change-fields.ts), not their keys.
    expect(record!.summary).toBe('Company details: Address line 5, Telephone 2');
    expect(record!.detail).toEqual({
      addressLine5: { from: info.addressLine5, to: '' },
      telephone2: { from: info.telephone2, to: '+44 1632 960999' },
    });
  });

  it('refuses bad fields with the field named, and records nothing', async () => {
    const { updatedAt: _u, ...info } = await companyInfo();
    const before = await auditCount(api);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'sales@' }, 'Enter a valid email address', 'email'],
      [{ name: 'x'.repeat(101) }, 'Company name cannot exceed 100 characters', 'name'],
      [{ addressLine3: 'x'.repeat(101) }, 'Address line 3 cannot exceed 100 characters', 'addressLine3'],
      [{ telephone1: '1'.repeat(31) }, 'Telephone 1 cannot exceed 30 characters', 'telephone1'],
      [
        { telephone2: 'ask reception' },
        'Enter a telephone number of digits, spaces, +, brackets or dashes',
        'telephone2',
      ],
      [{ vatNO: 'GB'.repeat(11) }, 'VAT number cannot exceed 20 characters', 'vatNO'],
      [{ name: '  ' }, 'Please enter your company name', 'name'],
    ];
    for (const [change, msg, field] of cases) {
      const { body } = await editor.call('editor/companyInfoSave', { ...info, ...change });
      expect(body, field).toMatchObject({ code: 400, msg, data: { field } });
    }
    expect(await auditCount(api)).toBe(before);
    expect((await api.call<CompanyInfo>('unpri/companyInfoDetail')).body.data.email).toBe(info.email);
  });
});

describe('services', () => {
  const NEW = {
    title: 'Laser engraving',
    titleZh: '激光雕刻',
    summary: 'Part numbers and logos engraved on knobs and handles.',
    summaryZh: '在旋钮和把手上雕刻零件编号和标志。',
    body: '## Laser engraving\n\nWe engrave **any** text.\n',
    bodyZh: '## 激光雕刻\n\n我们可以雕刻任何文字。\n',
  };

  it('adds a service at the end, edits it, moves it and deletes it; the public calls follow each step', async () => {
    const created = (await editor.call<EditorService>('editor/serviceSave', NEW)).body.data;
    expect(created).toMatchObject(NEW);
    const listed = await publicServices();
    expect(listed.at(-1)).toEqual({
      id: created.id,
      title: NEW.title,
      titleZh: NEW.titleZh,
      summary: NEW.summary,
      summaryZh: NEW.summaryZh,
    });
    expect((await api.call<ServiceDetail>('unpri/acleDetail', { id: created.id })).body.data.body).toBe(NEW.body);

    const edited = await editor.call<EditorService>('editor/serviceSave', {
      id: created.id,
      ...NEW,
      title: 'Laser marking',
    });
    expect(edited.body.data.title).toBe('Laser marking');
    expect((await api.call<ServiceDetail>('unpri/acleDetail', { id: created.id })).body.data.title).toBe(
      'Laser marking',
    );

    const moved = await editor.call<EditorList<EditorService>>('editor/serviceMove', {
      id: created.id,
      direction: 'up',
    });
    const ids = moved.body.data.list.map((s) => s.id);
    expect(ids.at(-2)).toBe(created.id);
    expect(moved.body.data.list.map((s) => s.sortOrder)).toEqual(ids.map((_, i) => i + 1));
    expect((await publicServices()).map((s) => s.id)).toEqual(ids);

    const deleted = await editor.call<EditorList<EditorService>>('editor/serviceDelete', { id: created.id });
    expect(deleted.body).toMatchObject({ code: 200, msg: 'Deleted.' });
    expect(deleted.body.data.list.map((s) => s.id)).not.toContain(created.id);
    expect((await api.call('unpri/acleDetail', { id: created.id })).body.code).toBe(404);

    const records = (await auditRecords(api)).filter((r) => r.area === 'service' && r.recordId === String(created.id));
    expect(records.map((r) => r.action)).toEqual(['delete', 'move', 'update', 'create']);
    expect(records.every((r) => r.userEmail === EDITOR_EMAIL)).toBe(true);
    expect(records[2]!.detail).toEqual({ titleEn: { from: 'Laser engraving', to: 'Laser marking' } });
    expect(records[1]!.detail).toEqual({ place: { from: ids.length, to: ids.length - 1 } });
  });

  it('numbers services added at the same time one after another', async () => {
    const saves = await Promise.all(
      ['A', 'B', 'C'].map((t) => editor.call<EditorService>('editor/serviceSave', { ...NEW, title: `Service ${t}` })),
    );
    const ids = saves.map((s) => s.body.data.id);
    expect(saves.map((s) => s.body.code)).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(3);
    const listed = await services();
    expect(
      listed
        .slice(-3)
        .map((s) => s.id)
        .sort(),
    ).toEqual(ids.toSorted());
    expect(new Set(listed.map((s) => s.sortOrder)).size).toBe(listed.length);
    for (const id of ids) await editor.call('editor/serviceDelete', { id });
  });

  it('moving the first service up changes nothing and records nothing', async () => {
    const first = (await services())[0]!;
    const before = await auditCount(api);
    const { body } = await editor.call<EditorList<EditorService>>('editor/serviceMove', {
      id: first.id,
      direction: 'up',
    });
    expect(body.data.list[0]!.id).toBe(first.id);
    expect(await auditCount(api)).toBe(before);
  });

  it('refuses long or missing texts and unknown services, and records nothing', async () => {
    const before = await auditCount(api);
    const cases: Array<[Record<string, unknown>, number, string, string | undefined]> = [
      [{ ...NEW, titleZh: '字'.repeat(121) }, 400, 'Chinese title cannot exceed 120 characters', 'titleZh'],
      [{ ...NEW, summary: 's'.repeat(301) }, 400, 'English summary cannot exceed 300 characters', 'summary'],
      [{ ...NEW, body: 'b'.repeat(20_001) }, 400, 'English text cannot exceed 20000 characters', 'body'],
      [{ ...NEW, bodyZh: '' }, 400, 'Please enter your Chinese text', 'bodyZh'],
      [{ ...NEW, id: 4242 }, 404, 'There is no such service.', undefined],
    ];
    for (const [body, code, msg, field] of cases) {
      const answer = await editor.call('editor/serviceSave', body);
      expect(answer.body, msg).toMatchObject({ code, msg });
      if (field) expect(answer.body.data).toEqual({ field });
    }
    expect((await editor.call('editor/serviceDelete', { id: 4242 })).body.code).toBe(404);
    expect((await editor.call('editor/serviceMove', { id: 1, direction: 'left' })).body).toMatchObject({
      code: 400,
      msg: 'Direction must be one of: up, down',
    });
    expect(await auditCount(api)).toBe(before);
  });
});

describe('info and legal pages', () => {
  it('saves an existing page exactly as written, and pageDetail answers it', async () => {
    const body = '    indented code first\n\nThen **text**.\n';
    const { body: answer } = await editor.call<EditorPage>('editor/pageSave', {
      slug: 'faq',
      title: 'Questions',
      titleZh: '常见问题（新）',
      body,
      bodyZh: '问题。',
    });
    expect(answer).toMatchObject({ code: 200, data: { slug: 'faq', title: 'Questions', body } });
    const detail = (await api.call<PageDetail>('unpri/pageDetail', { slug: 'faq' })).body.data;
    expect(detail).toMatchObject({ title: 'Questions', titleZh: '常见问题（新）', body, bodyZh: '问题。' });
    expect(Date.parse(detail.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'page', recordId: 'faq', action: 'update', userEmail: EDITOR_EMAIL });
    // jsonb keeps its own key order.
    expect(Object.keys(record!.detail as object).sort()).toEqual(['bodyEn', 'bodyZh', 'titleEn', 'titleZh']);
    expect(record!.summary).toBe('Page faq “Questions”: English title, Chinese title, English text, Chinese text');
  });

  it('keeps long texts short in the record: cut, with their length', async () => {
    const page = (await editor.call<EditorList<EditorPage>>('editor/pageList')).body.data.list.find(
      (p) => p.slug === 'about',
    )!;
    const longer = `${page.body}\n\nOne more paragraph.\n`;
    await editor.call('editor/pageSave', { ...page, updatedAt: undefined, body: longer });
    const detail = (await auditRecords(api))[0]!.detail as { bodyEn: { from: string; to: string } };
    expect(detail.bodyEn.to).toMatch(new RegExp(`… \\(${[...longer].length} characters\\)$`));
    expect(detail.bodyEn.to.length).toBeLessThan(160);
  });

  it('refuses a page the site has no route for, and records nothing', async () => {
    const before = await auditCount(api);
    const { status, body } = await editor.call('editor/pageSave', {
      slug: 'new-page',
      title: 'New',
      titleZh: '新',
      body: 'x',
      bodyZh: 'x',
    });
    expect(status).toBe(404);
    expect(body.msg).toMatch(/^There is no such page\./);
    expect((await api.call('unpri/pageDetail', { slug: 'new-page' })).body.code).toBe(404);
    expect(await auditCount(api)).toBe(before);
  });
});

describe('markdownPreview', () => {
  it("renders with the site's sanitising renderer: scripts, event handlers and javascript: links are gone", async () => {
    const markdown =
      '# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) and **bold**';
    const { body } = await editor.call<MarkdownPreviewAnswer>('editor/markdownPreview', { markdown });
    expect(body.data.html).toContain('<h1>Title</h1>');
    expect(body.data.html).toContain('<strong>bold</strong>');
    expect(body.data.html).not.toMatch(/<script|onerror|javascript:/i);
    expect((await editor.call<MarkdownPreviewAnswer>('editor/markdownPreview', {})).body.data.html).toBe('');
    expect((await editor.call('editor/markdownPreview', { markdown: 'x'.repeat(20_001) })).body.msg).toBe(
      'Markdown cannot exceed 20000 characters',
    );
  });
});

describe('changeList', () => {
  it('answers the records newest first with who, when, area and record; filters by area and record; pages', async () => {
    const all = (await editor.call<ChangeListAnswer>('editor/changeList', { pageSize: 100 })).body.data;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const times = all.list.map((c) => Date.parse(c.at));
    expect(times).toEqual(times.toSorted((a, b) => b - a));
    expect(all.list[0]).toMatchObject({
      email: EDITOR_EMAIL,
      area: expect.any(String),
      recordId: expect.any(String),
      action: expect.any(String),
      summary: expect.any(String),
    });
    // Every key this file's changes recorded has a name the console shows staff instead.
    expect(all.list.flatMap((c) => detailKeys(c.detail)).length).toBeGreaterThan(10);
    expect(unnamedDetailKeys(all.list.map((c) => c.detail))).toEqual([]);

    const pages = (await editor.call<ChangeListAnswer>('editor/changeList', { area: 'page', recordId: 'faq' })).body
      .data;
    expect(pages.total).toBe(1);
    expect(pages.list[0]).toMatchObject({ area: 'page', recordId: 'faq', action: 'update' });

    const second = (await editor.call<ChangeListAnswer>('editor/changeList', { page: 2, pageSize: 2 })).body.data;
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.list.map((c) => c.id)).toEqual(all.list.slice(2, 4).map((c) => c.id));
    expect((await editor.call('editor/changeList', { pageSize: 101 })).body.msg).toBe(
      'Page size must be from 1 to 100',
    );
  });
});
