import { describe, expect, it } from 'vitest';
import { asPartNumber, escapeLike, normaliseSearchTerm } from '../../server/catalogue/search-term.ts';
import { slugify } from '#contract/rules/slug.ts';
import { fill } from '#contract/i18n/text.ts';

describe('search terms', () => {
  it('folds white space', () => {
    expect(normaliseSearchTerm('  star \t  knob\n')).toBe('star knob');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('reads a typed part number in any case, with spaces for hyphens', () => {
    expect(asPartNumber('lh 617 8 m12')).toBe('LH-617-8-M12');
  });
});

describe('slugify', () => {
  it('makes URL names from product names', () => {
    expect(slugify('Star knob, DIN 6336 – stainless')).toBe('star-knob-din-6336-stainless');
    expect(slugify('Bügelgriff')).toBe('bugelgriff');
    expect(slugify('星形把手')).toBe('product');
    expect(slugify('a'.repeat(100)).length).toBe(80);
  });
});

describe('fill', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{field} cannot exceed {n} characters', { field: 'Email', n: 60 })).toBe(
      'Email cannot exceed 60 characters',
    );
    expect(fill('{missing} and {constructor}', {})).toBe('{missing} and {constructor}');
  });
});
