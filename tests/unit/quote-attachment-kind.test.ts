import { describe, expect, it } from 'vitest';
import { claimedKind } from '#contract/limits/quotes.ts';
import { attachmentKind } from '../../server/quotes/attachment-kind.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

describe('what an attachment is, by its bytes', () => {
  it('knows PDF, PNG and JPEG by their signatures', async () => {
    expect(await attachmentKind(bytes('%PDF-1.7\n%%EOF\n'))).toBe('pdf');
    expect(await attachmentKind(PNG)).toBe('png');
    expect(await attachmentKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]))).toBe(
      'jpeg',
    );
  });

  it('knows STEP by its ISO-10303-21 opening and DXF by a group 0 SECTION, after a byte-order mark or blank lines', async () => {
    expect(await attachmentKind(bytes('ISO-10303-21;\nHEADER;\n'))).toBe('step');
    expect(await attachmentKind(bytes('\uFEFFISO-10303-21;\r\nHEADER;\r\n'))).toBe('step');
    expect(await attachmentKind(bytes('0\nSECTION\n2\nHEADER\n'))).toBe('dxf');
    expect(await attachmentKind(bytes('\r\n  0\r\nSECTION\r\n  2\r\nENTITIES\r\n'))).toBe('dxf');
  });

  it('knows nothing else: text, other formats, a STEP keyword later in the file, a DXF without its SECTION', async () => {
    expect(await attachmentKind(bytes('solid cube\nendsolid\n'))).toBeNull();
    expect(await attachmentKind(bytes('PK\u0003\u0004zip'))).toBeNull();
    expect(await attachmentKind(bytes('comment\nISO-10303-21;\n'))).toBeNull();
    expect(await attachmentKind(bytes('0\nSECTIONS\n'))).toBeNull();
    expect(await attachmentKind(new Uint8Array(0))).toBeNull();
  });
});

describe('what a file name claims', () => {
  it('reads the extension, in any case; a name without an accepted one claims nothing', () => {
    expect(['a.PDF', 'b.png', 'c.jpg', 'd.JPEG', 'e.stp', 'f.step', 'g.dxf'].map(claimedKind)).toEqual([
      'pdf',
      'png',
      'jpeg',
      'jpeg',
      'step',
      'step',
      'dxf',
    ]);
    for (const name of ['drawing', 'model.stl', 'archive.pdf.zip', 'pdf']) expect(claimedKind(name)).toBeNull();
  });
});
