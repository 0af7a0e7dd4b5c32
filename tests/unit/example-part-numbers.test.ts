import { describe, expect, it } from 'vitest';
import { dictionary } from '../../src/i18n/dictionary.ts';
import { IMPORT_MESSAGES } from '../../server/i18n/import-messages.ts';
import { buildCatalogue } from '../../server/seed/catalogue/index.ts';
import { pages } from '../../server/seed/content/pages/index.ts';
import { services } from '../../server/seed/content/services.ts';

// Every part number (and family code) a buyer is shown as an example must exist in the demo
// catalogue: quick order, search and the product page are where a buyer tries it.

const { families } = buildCatalogue();
const partNumbers = new Set(families.flatMap((f) => f.variants.map((v) => v.partNo)));
const familyCodes = new Set(families.map((f) => f.code));

/** LH-1202 or LH-1202-63-M12-SS as written in a text; a full stop after it ends the sentence, not the part number. */
const EXAMPLE = /\bLH-\d+(?:-[A-Z0-9./]*[A-Z0-9])*/g;

const texts: Array<[string, string]> = [
  ...(['en', 'zh-cn'] as const).map((locale): [string, string] => [
    `${locale} quick-order hint`,
    dictionary(locale).basket.quickOrder.hint,
  ]),
  ...pages.flatMap((p): Array<[string, string]> => [
    [`${p.slug} (en)`, p.body.en],
    [`${p.slug} (zh)`, p.body.zh],
  ]),
  ...services.flatMap((s): Array<[string, string]> => [
    [`service ${s.id} (en)`, s.body.en],
    [`service ${s.id} (zh)`, s.body.zh],
  ]),
  ...Object.entries(IMPORT_MESSAGES).flatMap(([key, text]): Array<[string, string]> =>
    typeof text === 'object' && text !== null && 'en' in text ? [[`import ${key}`, `${text.en} ${text.zh}`]] : [],
  ),
];

describe('example part numbers', () => {
  it('are quoted in the quick-order hint, the Contact and Technical pages', () => {
    const quoted = (name: string) =>
      texts.filter(([where]) => where.startsWith(name)).flatMap(([, text]) => text.match(EXAMPLE) ?? []);
    expect(quoted('en quick-order hint').length).toBeGreaterThan(0);
    expect(quoted('Contact').length).toBeGreaterThan(0);
    expect(quoted('Technical').length).toBeGreaterThan(0);
  });

  it.each(texts)('in %s, each names a part or family of the demo catalogue', (_where, text) => {
    for (const example of text.match(EXAMPLE) ?? []) {
      expect(partNumbers.has(example) || familyCodes.has(example), example).toBe(true);
    }
  });
});
