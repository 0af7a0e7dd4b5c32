import { describe, expect, it } from 'vitest';
import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import { bytesToBase64 } from '../../src/lib/editor/base64.ts';
import { checkImageFile } from '../../src/lib/editor/image-file.ts';
import { attachmentName } from '../../src/api/file-name.ts';
import {
  IMPORT_FILE_MAX_BYTES,
  importChangeCount,
  importFileProblem,
  importOutcome,
} from '../../src/lib/editor/import-file.ts';

describe('checkImageFile', () => {
  it('takes SVG, PNG, JPEG and WebP up to 512 KB, and names the type to send', () => {
    expect(checkImageFile({ type: 'image/png', size: 512 * 1024 })).toEqual({ contentType: 'image/png' });
    expect(checkImageFile({ type: 'image/svg+xml', size: 10 })).toEqual({ contentType: 'image/svg+xml' });
  });

  it('refuses other types first, then files over 512 KB', () => {
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toEqual({ problem: 'type' });
    expect(checkImageFile({ type: '', size: 10 })).toEqual({ problem: 'type' });
    expect(checkImageFile({ type: 'image/jpeg', size: 512 * 1024 + 1 })).toEqual({ problem: 'size' });
  });
});

describe('bytesToBase64', () => {
  it('encodes as Base64, also files larger than one chunk', () => {
    expect(bytesToBase64(new TextEncoder().encode('<svg/>'))).toBe('PHN2Zy8+');
    const large = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });
});

describe('importFileProblem', () => {
  it('takes a .csv file of at most 5 MB, whatever type the browser gives it', () => {
    expect(importFileProblem({ name: 'catalogue.CSV', size: IMPORT_FILE_MAX_BYTES })).toBeNull();
  });

  it('refuses other files and larger ones', () => {
    expect(importFileProblem({ name: 'catalogue.xlsx', size: 10 })).toBe('type');
    expect(importFileProblem({ name: 'catalogue.csv', size: IMPORT_FILE_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('attachmentName', () => {
  it("reads the file name of the export's Content-Disposition, else the fallback", () => {
    expect(attachmentName('attachment; filename="lihda-catalogue-2026-11-20.csv"', 'x.csv')).toBe(
      'lihda-catalogue-2026-11-20.csv',
    );
    expect(attachmentName('attachment', 'x.csv')).toBe('x.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});

describe('importOutcome', () => {
  const answer = (
    changes: Partial<CatalogueImportAnswer['changes']>,
    rest: Partial<CatalogueImportAnswer> = {},
  ): CatalogueImportAnswer => ({
    valid: true,
    errors: [],
    errorCount: 0,
    changes: {
      familiesCreated: 0,
      familiesUpdated: 0,
      variantsCreated: 0,
      variantsUpdated: 0,
      details: [],
      ...changes,
    },
    applied: false,
    ...rest,
  });

  it('tells an invalid file, one that changes nothing, a planned import and a written one apart', () => {
    expect(importOutcome(answer({}, { valid: false, errorCount: 2 }))).toBe('invalid');
    expect(importOutcome(answer({}))).toBe('noChanges');
    expect(importOutcome(answer({ variantsUpdated: 3 }))).toBe('planned');
    expect(importOutcome(answer({ variantsUpdated: 3 }, { applied: true }))).toBe('applied');
  });

  it('counts families and variants created and updated', () => {
    expect(
      importChangeCount(
        answer({ familiesCreated: 1, familiesUpdated: 2, variantsCreated: 3, variantsUpdated: 4 }).changes,
      ),
    ).toBe(10);
  });
});
