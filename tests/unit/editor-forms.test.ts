import { describe, expect, it } from 'vitest';
import type { EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import { COMPANY_GROUPS, companyFieldRules, companySaveRequest } from '../../src/lib/editor/company-fields.ts';
import { pickFields, SERVICE_TEXTS } from '../../src/lib/editor/form-fields.ts';
import { pageCount } from '../../src/lib/editor/paging.ts';
import { EDITOR_SECTIONS, sectionOfHash, sectionsFor } from '../../src/lib/editor/sections.ts';

const company: EditorCompanyInfo = {
  name: 'Lihda Group Ltd',
  addressLine1: '1 Mill Lane',
  addressLine2: '',
  addressLine3: '',
  addressLine4: '',
  addressLine5: '',
  telephone1: '0113 496 0000',
  telephone2: '',
  email: 'sales@lihda.example',
  registrationNO: '01234567',
  vatNO: 'GB123456789',
  eoriNO: '',
  xieoriNO: '',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('the company form', () => {
  it('shows every field of companyInfoSave once and sends all of them but updatedAt', () => {
    const shown = Object.values(COMPANY_GROUPS).flat();
    expect(new Set(shown).size).toBe(shown.length);
    const { updatedAt: _, ...fields } = company;
    expect(companySaveRequest(company)).toEqual(fields);
    expect(shown.toSorted()).toEqual(Object.keys(fields).toSorted());
  });

  it("has the API's limits, required fields and input types", () => {
    expect(companyFieldRules('name')).toEqual({ maxLength: 100, required: true, type: 'text' });
    expect(companyFieldRules('addressLine2')).toEqual({ maxLength: 100, required: false, type: 'text' });
    expect(companyFieldRules('telephone1')).toEqual({ maxLength: 30, required: true, type: 'tel' });
    expect(companyFieldRules('email')).toEqual({ maxLength: 200, required: true, type: 'email' });
    expect(companyFieldRules('xieoriNO')).toEqual({ maxLength: 20, required: false, type: 'text' });
  });
});

describe('pickFields', () => {
  it('takes only the fields a save sends (the API refuses unknown ones)', () => {
    const service: EditorService = {
      id: 3,
      title: 'CAD',
      titleZh: 'CAD 数据',
      summary: 's',
      summaryZh: '摘',
      body: 'b',
      bodyZh: '正',
      sortOrder: 2,
    };
    expect(pickFields(service, SERVICE_TEXTS)).toEqual({
      title: 'CAD',
      titleZh: 'CAD 数据',
      summary: 's',
      summaryZh: '摘',
      body: 'b',
      bodyZh: '正',
    });
  });
});

describe('sectionOfHash', () => {
  it("opens the section the hash names, else the role's first", () => {
    expect(sectionOfHash('#publish', 'editor')).toBe('publish');
    expect(sectionOfHash('', 'admin')).toBe(EDITOR_SECTIONS[0]);
    expect(sectionOfHash('#nothing', 'editor')).toBe('company');
  });

  it('never opens a section outside the role', () => {
    expect(sectionOfHash('#publish', 'sales')).toBe('orders');
    expect(sectionOfHash('#orders', 'editor')).toBe('company');
    expect(sectionOfHash('#staff', 'sales')).toBe('orders');
    expect(sectionsFor('sales')).toEqual([
      'orders',
      'returns',
      'quotes',
      'quoteFloors',
      'companies',
      'customers',
      'priceLists',
      'delivery',
      'taxRates',
      'changes',
    ]);
    expect(sectionsFor('editor')).toContain('taxRates');
    expect(sectionsFor('editor')).not.toContain('quotes');
    expect(sectionsFor('editor')).not.toContain('quoteFloors');
    expect(sectionsFor('editor')).not.toContain('returns');
    expect(sectionsFor('editor')).not.toContain('priceLists');
    expect(sectionsFor('editor')).toContain('delivery');
    expect(sectionsFor('editor')).not.toContain('customers');
    expect(sectionsFor('admin')).toEqual(EDITOR_SECTIONS);
    expect(sectionsFor('admin')).toContain('mail');
    expect(sectionsFor('sales')).not.toContain('mail');
  });
});

describe('pageCount', () => {
  it('rounds up, and an empty list has one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
