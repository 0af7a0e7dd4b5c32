import type * as T from 'typebox';
import type { FastifyInstance } from 'fastify';
import type { CompanyInfoSaveRequest, EditorCompanyInfo } from '#contract/api/editor-content-types.ts';
import { pick, type BilingualText } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '#contract/limits/fields.ts';
import { readCompanyInfo, saveCompanyInfo } from '../../editor/company-info.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, LABELS, text } from '#contract/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { blanksFor } from './editor-fields.ts';
import { requireEditor } from '../../auth/editor.ts';
import { NEED_EDITOR } from './editor-guard.ts';

const line = (n: number, required = false) => text({ label: { en: `address line ${n}`, zh: `地址第${n}行` }, required, max: EDITOR_LIMITS.addressLine });
const phone = (n: number, required = false) =>
  text({
    label: { en: `telephone ${n}`, zh: `电话${n}` },
    required,
    max: EDITOR_LIMITS.telephone,
    pattern: PHONE_PATTERN,
    patternMessage: { en: 'Enter a telephone number of digits, spaces, +, brackets or dashes', zh: '电话号码只能包含数字、空格、+、括号或连字符' },
  });
const number = (label: BilingualText, required = false) => text({ label, required, max: EDITOR_LIMITS.registrationNumber });
const bank = (label: BilingualText, required = false) => text({ label, required, max: EDITOR_LIMITS.bankField });

/** The company's details: what the footer, the Contact page and documents show, and the bank account for transfers. */
export const companyInfoFields = {
  name: text({ label: { en: 'company name', zh: '公司名称' }, required: true, max: EDITOR_LIMITS.companyName }),
  addressLine1: line(1, true),
  addressLine2: line(2),
  addressLine3: line(3),
  addressLine4: line(4),
  addressLine5: line(5),
  telephone1: phone(1, true),
  telephone2: phone(2),
  email: text({ label: LABELS.email, required: true, max: EDITOR_LIMITS.email, pattern: EMAIL_PATTERN, patternMessage: MESSAGES.invalidEmail }),
  registrationNO: number({ en: 'company registration number', zh: '公司注册号' }, true),
  vatNO: number({ en: 'VAT number', zh: '增值税号' }, true),
  eoriNO: number({ en: 'EORI number', zh: 'EORI 号码' }),
  xieoriNO: number({ en: 'XI EORI number', zh: 'XI EORI 号码' }),
  bankAccountName: bank({ en: 'bank account name', zh: '银行账户名' }, true),
  bankName: bank({ en: 'bank name', zh: '银行名称' }, true),
  bankSortCode: bank({ en: 'sort code', zh: '银行分行代码' }, true),
  bankAccountNo: bank({ en: 'bank account number', zh: '银行账号' }, true),
  bankIban: bank({ en: 'IBAN', zh: 'IBAN' }),
  bankBic: bank({ en: 'BIC', zh: 'BIC' }),
} satisfies Record<keyof CompanyInfoSaveRequest, T.TSchema>;

export async function companyInfoRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/companyInfoGet', {
    schema: { tags: ['editor'], summary: `The company's details with the bank account ${NEED_EDITOR}`, body: emptyBody },
  }, async (request) => {
    await requireEditor(request);
    return ok<EditorCompanyInfo>(await readCompanyInfo(app.db));
  });

  app.post('/editor/companyInfoSave', {
    schema: {
      tags: ['editor'],
      summary: `Replace the company's details; optional fields left out are saved empty ${NEED_EDITOR}`,
      body: fields(companyInfoFields),
    },
  }, async (request) => {
    const editor = await requireEditor(request);
    const info = { ...blanksFor(companyInfoFields), ...(request.body as Partial<CompanyInfoSaveRequest>) } as CompanyInfoSaveRequest;
    return ok<EditorCompanyInfo>(await saveCompanyInfo(app.db, editor, info), pick(EDITOR_MESSAGES.saved, request.language));
  });
}
