import {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  norway,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  switzerland,
  type Country,
} from 'jsvat';
import { fill, type BilingualText } from '../i18n/text.ts';
import { countryName } from './countries.ts';

/**
 * VAT and EORI numbers of buyers, checked offline by format and check digits before they are kept
 * (docs/tax-and-invoices.md). UK numbers (GB, and XI for Northern Ireland) by HMRC's mod-97 and
 * 9755 checks; the EU countries', Norway's and Switzerland's by jsvat. Whether a number is also
 * registered is an online question (server/tax/vat-number-online.ts).
 */

export type NumberCheck = { ok: true; value: string } | { ok: false; message: BilingualText };

/** Each prefix the shop checks, with what a number of it looks like (shown when one is wrong). */
const VAT_SHAPES: Record<string, { shape: string; country?: Country }> = {
  GB: { shape: 'GB123456789 / GB123456789012' },
  XI: { shape: 'XI123456789 / XI123456789012' },
  AT: { shape: 'ATU12345678', country: austria },
  BE: { shape: 'BE0123456789', country: belgium },
  BG: { shape: 'BG123456789 / BG1234567890', country: bulgaria },
  HR: { shape: 'HR12345678901', country: croatia },
  CY: { shape: 'CY12345678X', country: cyprus },
  CZ: { shape: 'CZ12345678 / CZ1234567890', country: czechRepublic },
  DK: { shape: 'DK12345678', country: denmark },
  EE: { shape: 'EE123456789', country: estonia },
  FI: { shape: 'FI12345678', country: finland },
  FR: { shape: 'FRXX123456789', country: france },
  DE: { shape: 'DE123456789', country: germany },
  EL: { shape: 'EL123456789', country: greece },
  HU: { shape: 'HU12345678', country: hungary },
  IE: { shape: 'IE1234567X / IE1234567XX', country: ireland },
  IT: { shape: 'IT12345678901', country: italy },
  LV: { shape: 'LV12345678901', country: latvia },
  LT: { shape: 'LT123456789 / LT123456789012', country: lithuania },
  LU: { shape: 'LU12345678', country: luxembourg },
  MT: { shape: 'MT12345678', country: malta },
  NL: { shape: 'NL123456789B01', country: netherlands },
  PL: { shape: 'PL1234567890', country: poland },
  PT: { shape: 'PT123456789', country: portugal },
  RO: { shape: 'RO1234567890', country: romania },
  SK: { shape: 'SK1234567890', country: slovakiaRepublic },
  SI: { shape: 'SI12345678', country: slovenia },
  ES: { shape: 'ESX1234567X', country: spain },
  SE: { shape: 'SE123456789001', country: sweden },
  NO: { shape: 'NO123456789MVA', country: norway },
  CH: { shape: 'CHE123456789', country: switzerland },
};

const MESSAGES = {
  vatNoCountry: {
    en: 'Start the VAT number with its country code: GB or XI for the UK, or an EU country’s (such as DE, FR or EL for Greece).',
    zh: '增值税号须以国家代码开头：英国为 GB 或 XI，欧盟国家如 DE、FR，希腊为 EL。',
  },
  vatNoWrong: {
    en: '{number} is not a valid VAT number for {prefix} ({country}): it should look like {shape} and its check digits must add up.',
    zh: '{number} 不是有效的 {prefix}（{country}）增值税号：格式应为 {shape}，且校验位须正确。',
  },
  eoriWrong: {
    en: 'An EORI number is a country code and up to 15 letters or digits; a UK one is GB or XI and 12 digits (such as GB123456789000).',
    zh: 'EORI 号码由国家代码加最多 15 位字母或数字组成；英国的为 GB 或 XI 加 12 位数字（例如 GB123456789000）。',
  },
} as const satisfies Record<string, BilingualText>;

/** Capitals without the spaces, dots and dashes people write numbers with. */
export const compactTaxNumber = (raw: string) => raw.toUpperCase().replace(/[\s.-]/g, '');

/** The country a prefix stands for, in both languages: EL is Greece, XI Northern Ireland. */
function prefixCountry(prefix: string): BilingualText {
  if (prefix === 'XI') return { en: 'Northern Ireland', zh: '北爱尔兰' };
  const code = prefix === 'EL' ? 'GR' : prefix;
  return { en: countryName(code, 'en'), zh: countryName(code, 'zh-cn') };
}

/**
 * HMRC's check of a UK VAT number's first nine digits: the first seven weighted 8 down to 2, plus
 * the last two, is a multiple of 97 (numbers issued before 2010) or is one once 55 is added (since).
 * Government departments (GD001–499) and health authorities (HA500–999) have numbers of their own.
 */
export function ukVatDigitsValid(digits: string): boolean {
  const government = /^GD([0-4]\d\d)$/.exec(digits) ?? /^HA([5-9]\d\d)$/.exec(digits);
  if (government) return true;
  if (!/^\d{9}(\d{3})?$/.test(digits)) return false;
  const weighted =
    [...digits.slice(0, 7)].reduce((sum, d, i) => sum + Number(d) * (8 - i), 0) + Number(digits.slice(7, 9));
  return weighted % 97 === 0 || (weighted + 55) % 97 === 0;
}

/** A VAT number as the buyer typed it: its compact form, or why it cannot be one (in both languages). */
export function checkVatNumber(raw: string): NumberCheck {
  const value = compactTaxNumber(raw);
  const prefix = value.slice(0, 2);
  const known = VAT_SHAPES[prefix];
  if (!known) return { ok: false, message: MESSAGES.vatNoCountry };
  const valid = known.country ? checkVAT(value, [known.country]).isValid : ukVatDigitsValid(value.slice(2));
  if (valid) return { ok: true, value };
  const country = prefixCountry(prefix);
  const values = { number: value, prefix, shape: known.shape };
  return {
    ok: false,
    message: {
      en: fill(MESSAGES.vatNoWrong.en, { ...values, country: country.en }),
      zh: fill(MESSAGES.vatNoWrong.zh, { ...values, country: country.zh }),
    },
  };
}

/** EORI numbers have no check digits: a UK one is GB or XI and 12 digits, others a country code and up to 15 characters. */
export function checkEoriNumber(raw: string): NumberCheck {
  const value = compactTaxNumber(raw);
  const valid = /^(GB|XI)/.test(value) ? /^(GB|XI)\d{12}$/.test(value) : /^[A-Z]{2}[A-Z0-9]{1,15}$/.test(value);
  return valid ? { ok: true, value } : { ok: false, message: MESSAGES.eoriWrong };
}
