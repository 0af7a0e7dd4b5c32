import { describe, expect, it } from 'vitest';
import { cadFileName, datasheetFileName, drawingFileName } from '../../server/downloads/file-names.ts';

describe('download file names', () => {
  it('are the part number or family code with the format', () => {
    expect(cadFileName('LH-1101-20-M6-SS', 'step')).toBe('LH-1101-20-M6-SS.step');
    expect(cadFileName('LH-1101-20-M6-SS', 'dxf')).toBe('LH-1101-20-M6-SS.dxf');
    expect(datasheetFileName('LH-1101')).toBe('LH-1101.pdf');
    expect(drawingFileName('LH-1101')).toBe('LH-1101-drawing.svg');
  });

  it('keep only characters that are safe in a header and on any file system', () => {
    expect(cadFileName('LH-1401-8-M16X1.5/A', 'step')).toBe('LH-1401-8-M16X1.5_A.step');
    expect(datasheetFileName('../"LH 1"\r\n')).toBe('LH_1_.pdf');
    expect(drawingFileName('')).toBe('download-drawing.svg');
  });
});
