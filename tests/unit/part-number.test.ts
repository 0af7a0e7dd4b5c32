import { describe, expect, it } from 'vitest';
import { buildPartNumber, isValidPartNumber, PART_NUMBER_MAX_LENGTH } from '../../server/domain/part-number.ts';

describe('buildPartNumber', () => {
  it('joins the family code and parameters with dashes', () => {
    expect(buildPartNumber('LH-617', [8, 'M12', 'SS'])).toBe('LH-617-8-M12-SS');
    expect(buildPartNumber('LH-2341', [14, 'M12', 100, 'ST'])).toBe('LH-2341-14-M12-100-ST');
  });

  it('returns the bare code when there are no parameters', () => {
    expect(buildPartNumber('LH-617', [])).toBe('LH-617');
  });

  it('upper-cases and strips whitespace from the code and text parameters', () => {
    expect(buildPartNumber(' lh-617 ', [' m 12 ', 'ss'])).toBe('LH-617-M12-SS');
    expect(buildPartNumber('LH-400', ['m10x1', 'ST'])).toBe('LH-400-M10X1-ST');
  });

  it('writes numbers without trailing zeros or float noise', () => {
    expect(buildPartNumber('LH-1', [2.5, 8.0, 100, 0.1 + 0.2, 0])).toBe('LH-1-2.5-8-100-0.3-0');
  });

  it('accepts dots, slashes and inner dashes', () => {
    expect(buildPartNumber('LH-1', ['1/4', 'M10X1.5', 'A-B'])).toBe('LH-1-1/4-M10X1.5-A-B');
  });

  it('rejects an empty code or an empty parameter', () => {
    expect(() => buildPartNumber('', [1])).toThrow(/family code is empty/);
    expect(() => buildPartNumber('   ', [1])).toThrow(/family code is empty/);
    expect(() => buildPartNumber('LH-1', [''])).toThrow(/parameter 1 is empty/);
    expect(() => buildPartNumber('LH-1', [5, ' \t'])).toThrow(/parameter 2 is empty/);
  });

  it('rejects characters outside A-Z 0-9 . / -', () => {
    for (const bad of ['M10×1', 'A_B', 'Ø8', 'A#', 'é', '8+']) {
      expect(() => buildPartNumber('LH-1', [bad]), bad).toThrow(/character outside/);
    }
    expect(() => buildPartNumber('LH_1', [1])).toThrow(/character outside/);
  });

  it('rejects dashes that would leave empty segments', () => {
    for (const bad of ['-A', 'A-', 'A--B', '-']) {
      expect(() => buildPartNumber('LH-1', [bad]), bad).toThrow(/'-'/);
    }
  });

  it('rejects negative, infinite and NaN numbers', () => {
    for (const bad of [-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(() => buildPartNumber('LH-1', [bad]), String(bad)).toThrow();
    }
  });

  it(`allows exactly ${PART_NUMBER_MAX_LENGTH} characters and throws beyond`, () => {
    const code = 'LH-1';
    const fill = (n: number) => 'X'.repeat(n - code.length - 1);
    expect(PART_NUMBER_MAX_LENGTH).toBe(40);
    expect(buildPartNumber(code, [fill(40)])).toHaveLength(40);
    expect(() => buildPartNumber(code, [fill(41)])).toThrow(/longer than 40/);
  });
});

describe('isValidPartNumber', () => {
  it('accepts what buildPartNumber produces', () => {
    for (const params of [[8, 'M12', 'SS'], [2.5], ['1/4', 'M10X1.5'], []] as Array<Array<string | number>>) {
      expect(isValidPartNumber(buildPartNumber('LH-617', params))).toBe(true);
    }
  });

  it('rejects lower case, spaces, bad characters, stray dashes and empty strings', () => {
    for (const bad of ['', 'lh-617', 'LH 617', 'LH-617-', '-LH-617', 'LH--617', 'LH-617-Ø8', 'LH-617_8']) {
      expect(isValidPartNumber(bad), bad).toBe(false);
    }
  });

  it('rejects part numbers longer than the maximum', () => {
    expect(isValidPartNumber('A'.repeat(40))).toBe(true);
    expect(isValidPartNumber('A'.repeat(41))).toBe(false);
  });
});
