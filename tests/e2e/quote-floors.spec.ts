import { expect, test } from '@playwright/test';
import type { FamilyListAnswer } from '#contract/calls/editor-families.ts';
import { open, pageIsNotWider } from './support/page-checks.ts';
import { signIn } from './support/pay-order.ts';
import { staffToken } from './support/staff-second-factor.ts';

// The console's Quote floors section as an admin: set a family's floor by its code, find it, change
// it from its row, see a family nobody has refused under its field, and remove it. On a laptop and a
// phone held sideways, in English and Chinese; each run takes a family of its own, as they run side by side.

const WORDS = {
  en: {
    path: '/editor#quoteFloors',
    form: 'Set a floor',
    family: 'Product family (code, part number or name)',
    percent: 'Floor (% of list price)',
    save: 'Save the floor',
    saved: (name: string, percent: string) => `Saved: ${name} at ${percent}% of the list price.`,
    search: 'Code, part number or name',
    find: 'Find',
    table: 'Product families with a floor of their own',
    change: (name: string) => `Change the floor of ${name}`,
    remove: (name: string) => `Remove the floor of ${name}`,
    removed: (name: string) => `The floor of ${name} is removed: the default 60% applies to it.`,
    unknown: 'No product family has the code, part number or name "NO-SUCH-FAMILY".',
    none: 'No family with a floor of its own matches.',
  },
  'zh-cn': {
    path: '/zh-cn/editor#quoteFloors',
    form: '设置底价',
    family: '产品系列（代码、零件编号或名称）',
    percent: '底价（标价的百分比）',
    save: '保存底价',
    saved: (name: string, percent: string) => `已保存：${name}，标价的 ${percent}%。`,
    search: '代码、零件编号或名称',
    find: '查找',
    table: '单独设置了底价的产品系列',
    change: (name: string) => `修改${name}的底价`,
    remove: (name: string) => `删除${name}的底价`,
    removed: (name: string) => `已删除${name}的底价：改用默认底价 60%。`,
    unknown: '没有代码、零件编号或名称为“NO-SUCH-FAMILY”的产品系列。',
    none: '没有符合条件的已设底价系列。',
  },
} as const;

const SIZES = [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
];

const RUNS = (['en', 'zh-cn'] as const).flatMap((locale) => SIZES.map((size) => ({ locale, size })));

RUNS.forEach(({ locale, size }, index) => {
  test(`an admin sets, changes and removes a quote floor (${locale}, ${size.width}x${size.height})`, async ({
    page,
    request,
  }) => {
    const words = WORDS[locale];
    // A family of this run's own, among the catalogue's first.
    const token = await staffToken(request, 'editor@lihda.example');
    const families = (await (
      await request.post('/api/editor/familyList', { headers: { token }, data: { pageSize: 8 } })
    ).json()) as { data: FamilyListAnswer };
    const family = families.data.list[index + 2]!;
    const name = locale === 'zh-cn' ? family.nameZh : family.name;

    await page.setViewportSize(size);
    await signIn(page, 'admin@lihda.example');
    await open(page, words.path);
    const form = page.getByRole('form', { name: words.form });
    await form.getByRole('textbox', { name: words.family }).fill(family.code);
    await form.getByRole('spinbutton', { name: words.percent }).fill('55');
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByRole('status')).toHaveText(words.saved(name, '55'));

    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: words.search }).fill(family.code);
    await search.getByRole('button', { name: words.find }).click();
    const table = page.getByRole('table', { name: words.table });
    await expect(table.getByRole('row').filter({ hasText: family.code })).toContainText('55%');
    await pageIsNotWider(page, size.width);

    // Change it from its row: the form takes the family and its floor, focus on the percentage.
    await page.getByRole('button', { name: words.change(name) }).click();
    const percent = form.getByRole('spinbutton', { name: words.percent });
    await expect(percent).toBeFocused();
    await expect(form.getByRole('textbox', { name: words.family })).toHaveValue(family.code);
    await percent.fill('47.5');
    await form.getByRole('button', { name: words.save }).click();
    await expect(table.getByRole('row').filter({ hasText: family.code })).toContainText('47.5%');

    // A family nobody has: refused under its field, in the page's language.
    await form.getByRole('textbox', { name: words.family }).fill('NO-SUCH-FAMILY');
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByText(words.unknown)).toBeVisible();
    await expect(form.getByRole('textbox', { name: words.family })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: words.remove(name) }).click();
    await expect(page.getByText(words.removed(name))).toBeVisible();
    await expect(page.getByText(words.none)).toBeVisible();
    await pageIsNotWider(page, size.width);
  });
});
