import { describe, it, expect } from 'vitest';
import { demoContent } from '../../server/seed/content/index.ts';
import { PAGE_SLUGS } from '../../server/seed/types.ts';
import type { LocalisedText } from '../../server/seed/types.ts';

const { company, services, pages } = demoContent;
const languages = ['en', 'zh'] as const;

const serviceIds = new Set(services.map((s) => s.id));
const staticRoutes = new Set([
  '/',
  '/about',
  '/Technical',
  '/Contact',
  '/faq',
  '/Copyright',
  '/TermsConditions',
  '/PrivacyPolicy',
  '/CookiePolicy',
  '/termsandconditions',
  '/register',
  '/basket',
]);

/** Every Markdown body with a readable name for failure messages. */
const bodies: { name: string; text: LocalisedText }[] = [
  ...services.map((s) => ({ name: `service ${s.id}`, text: s.body })),
  ...pages.map((p) => ({ name: `page ${p.slug}`, text: p.body })),
];

/** Every localised text, Markdown or plain. */
const texts: { name: string; text: LocalisedText }[] = [
  ...services.flatMap((s) => [
    { name: `service ${s.id} title`, text: s.title },
    { name: `service ${s.id} summary`, text: s.summary },
    { name: `service ${s.id} body`, text: s.body },
  ]),
  ...pages.flatMap((p) => [
    { name: `page ${p.slug} title`, text: p.title },
    { name: `page ${p.slug} body`, text: p.body },
  ]),
];

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/;

function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(\s*([^)\s]*)/g)].map((m) => m[1] ?? '');
}

function isAllowedInternal(target: string): boolean {
  if (staticRoutes.has(target)) return true;
  const service = /^\/services\/(\d+)$/.exec(target);
  return service !== null && serviceIds.has(Number(service[1]));
}

describe('demo content: pages', () => {
  it('has every slug of PAGE_SLUGS exactly once, in order', () => {
    expect(pages.map((p) => p.slug)).toEqual([...PAGE_SLUGS]);
  });

  it('has a FAQ with at least ten questions as ### headings in both languages', () => {
    const faq = pages.find((p) => p.slug === 'faq');
    expect(faq).toBeDefined();
    const count = (s: string) => s.split('\n').filter((line) => line.startsWith('### ')).length;
    expect(count(faq!.body.en)).toBeGreaterThanOrEqual(10);
    expect(count(faq!.body.zh)).toBe(count(faq!.body.en));
  });

  it('has website terms of use that point to the terms of sale', () => {
    const terms = pages.find((p) => p.slug === 'termsandconditions');
    for (const lang of languages) expect(linkTargets(terms!.body[lang])).toContain('/TermsConditions');
  });

  it('has a tightening torque table from M4 to M16 on the technical page', () => {
    const technical = pages.find((p) => p.slug === 'Technical')!;
    for (const lang of languages) {
      for (const size of ['M4', 'M5', 'M6', 'M8', 'M10', 'M12', 'M14', 'M16']) {
        expect(technical.body[lang]).toMatch(new RegExp(`^\\| ${size} \\| [\\d.]+ \\|$`, 'm'));
      }
    }
  });
});

describe('demo content: services', () => {
  it('has at least six services with unique positive ids', () => {
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(serviceIds.size).toBe(services.length);
    for (const s of services) expect(Number.isInteger(s.id) && s.id > 0).toBe(true);
  });

  it('has English bodies of roughly 150 to 350 words', () => {
    for (const s of services) {
      const words = s.body.en.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
      expect(words, `service ${s.id}`).toBeGreaterThanOrEqual(150);
      expect(words, `service ${s.id}`).toBeLessThanOrEqual(350);
    }
  });

  it('has one-sentence summaries', () => {
    for (const s of services) {
      expect(s.summary.en.trim(), `service ${s.id}`).toMatch(/^[^.!?]+[.!?]$/);
      expect(s.summary.zh.trim(), `service ${s.id}`).toMatch(/^[^。！？]+[。！？]$/);
    }
  });
});

describe('demo content: texts', () => {
  it('has every title, summary and body non-empty in both languages', () => {
    for (const { name, text } of texts) {
      for (const lang of languages) expect(text[lang].trim().length, `${name} ${lang}`).toBeGreaterThan(0);
    }
  });

  it('writes the Chinese texts in Chinese', () => {
    for (const { name, text } of texts) {
      expect(text.zh, name).toMatch(CJK);
      expect(text.zh, `${name}: straight double quotes in zh`).not.toContain('"');
    }
  });

  it('does not put Chinese into the English texts', () => {
    for (const { name, text } of texts) expect(text.en, name).not.toMatch(CJK);
  });
});

describe('demo content: Markdown', () => {
  it('contains no raw HTML and no javascript: links', () => {
    for (const { name, text } of bodies) {
      for (const lang of languages) {
        expect(text[lang], `${name} ${lang}`).not.toMatch(/<[a-z]/i);
        expect(text[lang], `${name} ${lang}`).not.toMatch(/javascript:/i);
      }
    }
  });

  it('does not start with or contain a level-1 heading', () => {
    for (const { name, text } of bodies) {
      for (const lang of languages) {
        expect(text[lang].trimStart().startsWith('# '), `${name} ${lang}`).toBe(false);
        expect(text[lang], `${name} ${lang}`).not.toMatch(/^# /m);
      }
    }
  });

  it('links internally only to the routes of docs/spec.md#routes, and externally only over https or mailto', () => {
    for (const { name, text } of bodies) {
      for (const lang of languages) {
        for (const target of linkTargets(text[lang])) {
          if (target.startsWith('/') && !target.startsWith('//')) {
            expect(isAllowedInternal(target), `${name} ${lang}: ${target}`).toBe(true);
          } else {
            expect(target, `${name} ${lang}`).toMatch(/^(https:\/\/[^/]|mailto:)/);
          }
        }
      }
    }
  });

  it('has the same links in both languages', () => {
    for (const { name, text } of bodies) {
      const en = new Set(linkTargets(text.en));
      const zh = new Set(linkTargets(text.zh));
      expect([...zh].sort(), name).toEqual([...en].sort());
    }
  });

  it('closes every bold marker on the line where it opens', () => {
    for (const { name, text } of bodies) {
      for (const lang of languages) {
        for (const line of text[lang].split('\n')) {
          expect((line.match(/\*\*/g) ?? []).length % 2, `${name} ${lang}: ${line}`).toBe(0);
        }
      }
    }
  });

  it('has tables whose rows all have as many cells as the header', () => {
    for (const { name, text } of bodies) {
      for (const lang of languages) {
        let columns = 0;
        for (const line of text[lang].split('\n')) {
          if (!line.startsWith('|')) {
            columns = 0;
            continue;
          }
          const cells = line.split('|').length - 2;
          if (columns === 0) columns = cells;
          expect(cells, `${name} ${lang}: ${line}`).toBe(columns);
        }
      }
    }
  });
});

describe('demo content: company', () => {
  it('has every field filled in, the bank account too', () => {
    const { bank, ...lines } = company;
    for (const [key, value] of [...Object.entries(lines), ...Object.entries(bank)]) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim().length, key).toBeGreaterThan(0);
    }
    expect(bank.sortCode).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    expect(bank.accountNumber).toMatch(/^\d{8}$/);
  });

  it('has identifiers in the UK formats', () => {
    expect(company.name).toBe('Lihda Group Ltd');
    expect(company.email).toBe('sales@lihda.example');
    expect(company.registrationNO).toMatch(/^\d{8}$/);
    expect(company.vatNO).toMatch(/^GB\d{9}$/);
    expect(company.eoriNO).toMatch(/^GB\d{12}$/);
    expect(company.xieoriNO).toMatch(/^XI\d{12}$/);
    expect(company.addressLine5).toBe('United Kingdom');
  });

  it('uses telephone numbers from the Ofcom drama range', () => {
    for (const phone of [company.telephone1, company.telephone2]) expect(phone).toMatch(/^\+44 1632 960\d{3}$/);
  });
});
