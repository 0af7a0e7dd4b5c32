import { describe, expect, it } from 'vitest';
import { editor as en } from '../../src/i18n/en/editor.ts';
import { editor as zh } from '../../src/i18n/zh-cn/editor.ts';

describe("the staff console's section names", () => {
  it('name every section apart in each language, so a link says which section it opens', () => {
    for (const names of [en.sections, zh.sections])
      expect(new Set(Object.values(names)).size).toBe(Object.keys(names).length);
  });

  it("tell the buyers' companies from the shop's own details", () => {
    expect([en.sections.companies, en.sections.company]).toEqual(['Customer companies', 'Our company']);
    expect([zh.sections.companies, zh.sections.company]).toEqual(['客户公司', '本公司信息']);
  });
});
