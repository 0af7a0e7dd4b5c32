import { describe, expect, it } from 'vitest';
import { changeHeadline } from '../../src/lib/editor/change-headline.ts';
import { editor as en } from '../../src/i18n/en/editor.ts';
import { editor as zh } from '../../src/i18n/zh-cn/editor.ts';

const variantChange = {
  area: 'variant',
  recordId: '41',
  action: 'update',
  summary: 'Variant LH-1311-80-AL: Stock, Lead time (days)',
  detail: { stock: { from: 12, to: 40 }, leadTimeDays: { from: 3, to: 5 } },
};

describe('the change log’s headline', () => {
  it('is the stored summary in English', () => {
    expect(changeHeadline(variantChange, 'en', en.changes)).toBe('Variant LH-1311-80-AL: Stock, Lead time (days)');
  });

  it('is written in Chinese from the area, record, action and changed fields, with no English left', () => {
    expect(changeHeadline(variantChange, 'zh-cn', zh.changes)).toBe('零件 41：已更改（库存、交货期（天））');
  });

  it('names the fields of a staff action’s before and after, and none of an object of another shape', () => {
    const credit = {
      area: 'company',
      recordId: '3',
      action: 'credit',
      summary: 'Acme: credit approved',
      detail: { before: { creditApproved: false }, after: { creditApproved: true, creditLimitPence: 500000 } },
    };
    expect(changeHeadline(credit, 'zh-cn', zh.changes)).toMatch(/^公司 3：信用已更改（.+、.+）$/);
    const bank = {
      area: 'bank',
      recordId: '1',
      action: 'propose',
      summary: 'Bank details: change proposed',
      detail: {
        before: { bankSortCode: '12-34-56', bankName: 'Example' },
        after: { bankSortCode: '20-30-40', bankName: 'Example' },
      },
    };
    expect(changeHeadline(bank, 'zh-cn', zh.changes)).toBe('银行账户 1：已提议（银行分类代码）');
    const publish = {
      area: 'publish',
      recordId: '7',
      action: 'publish',
      summary: 'Asked to publish: build #7 queued',
      detail: { build: 7, coalesced: false },
    };
    expect(changeHeadline(publish, 'zh-cn', zh.changes)).toBe('发布 7：已发布');
    expect(changeHeadline(publish, 'zh-cn', zh.changes)).not.toMatch(/[A-Za-z]/);
  });
});

describe('the change log’s headline of price lists', () => {
  it('names the price list, its action and the fields in Chinese', () => {
    const rule = {
      area: 'priceList',
      recordId: '4',
      action: 'rule',
      summary: 'Price list Acme: net rule LH-1 1:950',
      detail: { before: null, after: { rule: 'net', partNo: 'LH-1', priceBreaks: '1:950' } },
    };
    expect(changeHeadline(rule, 'zh-cn', zh.changes)).toBe(
      '价格表 4：规则已设置（规则、零件编号、阶梯价格（数量:便士））',
    );
    const given = {
      area: 'priceList',
      recordId: '4',
      action: 'assign',
      summary: 'Price list Acme: given to Acme',
      detail: { before: null, after: { holder: 'Acme', companyId: 2, userId: null } },
    };
    expect(changeHeadline(given, 'zh-cn', zh.changes)).toBe(
      '价格表 4：已分配（公司或账户、公司（编号）、账户（编号））',
    );
    const imported = {
      area: 'priceList',
      recordId: '4',
      action: 'import',
      summary: 'Price list Acme: net prices from net.csv: 1 added, 0 changed, 0 removed',
      detail: { fileName: 'net.csv', rows: 1 },
    };
    expect(changeHeadline(imported, 'zh-cn', zh.changes)).toBe('价格表 4：已导入');
    expect(changeHeadline(imported, 'en', en.changes)).toBe(imported.summary);
    for (const action of ['create', 'update', 'rule', 'ruleRemove', 'assign', 'unassign', 'import'])
      expect(zh.changes.actions[action], action).toBeDefined();
  });
});
