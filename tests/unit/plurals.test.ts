import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fill } from '#contract/i18n/text.ts';

/** Every file that holds visible strings: the site's dictionaries, the server's messages, documents and e-mails. */
const SOURCES = ['src/i18n', 'server/i18n', 'server/documents/words.ts', 'server/mail/templates'];

function filesOf(source: string): string[] {
  if (source.endsWith('.ts')) return [source];
  return fs
    .readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(source, file));
}

/** The string literals that hold a counted phrase, with the file they are in (read by TypeScript's parser, either quote). */
function countedPhrases(file: string): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.includes(', plural,')) {
      found.push({ file, text: node.text });
    }
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest));
  return found;
}

const counted = SOURCES.flatMap(filesOf).flatMap(countedPhrases);
const isChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

describe('counted phrases', () => {
  it('are found in the dictionaries, messages, documents and e-mails', () => {
    expect(counted.length).toBeGreaterThan(30);
    expect(new Set(counted.map((c) => c.file.split(path.sep)[0])).size).toBe(2);
  });

  it.each(counted)('$file: "$text" reads right for 0, 1 and 2', ({ text }) => {
    const names = [...text.matchAll(/\{(\w+)(?:, plural,)?/g)].map((m) => m[1]!);
    const language = isChinese(text) ? 'zh-cn' : 'en';
    const rendered = [0, 1, 2].map((n) => fill(text, Object.fromEntries(names.map((name) => [name, n])), language));
    for (const line of rendered) expect(line).not.toMatch(/[{}#]/);
    // English inflects: one thing reads differently from two.
    if (language === 'en') expect(rendered[1]).not.toBe(rendered[2]);
  });

  it('Chinese phrases never need a branch but "other"', () => {
    for (const { text } of counted.filter((c) => isChinese(c.text)))
      expect(text).not.toMatch(/\b(one|two|few|many) \{/);
  });
});

describe('fill with a plural block', () => {
  const invoices = '{amount} on {count, plural, =0 {no invoices} one {# invoice} other {# invoices}}';

  it('chooses by the language’s plural rules, an exact branch first', () => {
    expect(fill(invoices, { amount: '£5.00', count: 0 })).toBe('£5.00 on no invoices');
    expect(fill(invoices, { amount: '£5.00', count: 1 })).toBe('£5.00 on 1 invoice');
    expect(fill(invoices, { amount: '£5.00', count: 21 })).toBe('£5.00 on 21 invoices');
  });

  it('falls back to "other" where the language has no category of its own', () => {
    expect(fill('{n, plural, one {# 张} other {# 张发票}}', { n: 1 }, 'zh-cn')).toBe('1 张发票');
  });

  it('fills placeholders inside a branch, and leaves a block whose count is missing as written', () => {
    expect(fill('{count, plural, one {# message} other {{badge} messages}}', { count: 120, badge: '99+' })).toBe(
      '99+ messages',
    );
    expect(fill('{n, plural, one {# line} other {# lines}}', {})).toBe('{n, plural, one {# line} other {# lines}}');
  });
});
