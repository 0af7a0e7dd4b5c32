import { describe, expect, it } from 'vitest';
import { checkEoriNumber, checkVatNumber, ukVatDigitsValid } from '#contract/rules/tax-numbers.ts';

// Numbers shaped as each country issues them, with check digits that add up (or, on the right, do not).
const VALID: Array<[string, string]> = [
  ['GB', 'GB 980 7806 84'],
  ['GB since 2010 (9755)', 'GB100190874'],
  ['GB branch', 'GB980780684001'],
  ['GB government department', 'GBGD001'],
  ['XI', 'XI980780684'],
  ['DE', 'DE136695976'],
  ['FR', 'FR40303265045'],
  ['EL', 'EL094259216'],
  ['IE', 'IE6388047V'],
  ['NL', 'NL004495445B01'],
  ['IT', 'IT00743110157'],
  ['ES', 'ESA28015865'],
  ['AT', 'ATU13585627'],
  ['BE', 'BE0411905847'],
  ['PL', 'PL5260250274'],
  ['SE', 'SE556188840401'],
];

const WRONG_DIGITS: Array<[string, string]> = [
  ['GB', 'GB314159265'],
  ['GB too short', 'GB98078068'],
  ['XI', 'XI980780685'],
  ['DE', 'DE136695977'],
  ['FR', 'FR41303265045'],
  ['EL', 'EL094259217'],
  ['NL', 'NL004495446B01'],
  ['IT', 'IT00743110158'],
  ['ES', 'ESA28015866'],
  ['AT', 'ATU13585628'],
];

describe('checkVatNumber', () => {
  for (const [country, number] of VALID) {
    it(`keeps a valid ${country} number in its compact form`, () => {
      expect(checkVatNumber(number)).toEqual({ ok: true, value: number.replace(/\s/g, '').toUpperCase() });
    });
  }

  for (const [country, number] of WRONG_DIGITS) {
    it(`refuses a ${country} number whose check digits do not add up, naming the country and its shape`, () => {
      const check = checkVatNumber(number);
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.message.en).toContain(`${number} is not a valid VAT number for ${number.slice(0, 2)} (`);
      expect(check.message.zh).toContain('不是有效的');
    });
  }

  it('names the country in each language', () => {
    const german = checkVatNumber('DE136695977');
    expect(german.ok || german.message).toMatchObject({
      en: expect.stringContaining('for DE (Germany): it should look like DE123456789'),
      zh: expect.stringContaining('DE（德国）增值税号'),
    });
    const ni = checkVatNumber('XI980780685');
    expect(ni.ok || ni.message).toMatchObject({
      en: expect.stringContaining('for XI (Northern Ireland)'),
      zh: expect.stringContaining('北爱尔兰'),
    });
    const greek = checkVatNumber('EL094259217');
    expect(greek.ok || greek.message).toMatchObject({ en: expect.stringContaining('for EL (Greece)') });
  });

  it('asks for the country code when a number has none the shop knows', () => {
    for (const number of ['980780684', 'US123456789', 'GR094259216']) {
      const check = checkVatNumber(number);
      expect(check.ok || check.message.en).toMatch(/^Start the VAT number with its country code/);
    }
  });
});

describe('ukVatDigitsValid', () => {
  it('takes the mod-97 numbers and the 9755 ones, not others', () => {
    expect(ukVatDigitsValid('980780684')).toBe(true);
    expect(ukVatDigitsValid('100190874')).toBe(true);
    expect(ukVatDigitsValid('100190875')).toBe(false);
    expect(ukVatDigitsValid('HA500')).toBe(true);
    expect(ukVatDigitsValid('HA499')).toBe(false);
    expect(ukVatDigitsValid('GD500')).toBe(false);
  });
});

describe('checkEoriNumber', () => {
  it('takes GB and XI with 12 digits and EU numbers of up to 15 characters after the country', () => {
    expect(checkEoriNumber('GB 980780684 000')).toEqual({ ok: true, value: 'GB980780684000' });
    expect(checkEoriNumber('XI980780684000')).toEqual({ ok: true, value: 'XI980780684000' });
    expect(checkEoriNumber('DE1234567890123')).toEqual({ ok: true, value: 'DE1234567890123' });
  });

  it('refuses a UK number of the wrong length and anything without a country', () => {
    for (const number of ['GB98078068400', 'XI9807806840001', '123456789000', 'DE1234567890123456']) {
      const check = checkEoriNumber(number);
      expect(check.ok || check.message.en).toMatch(/^An EORI number is a country code/);
    }
  });
});
