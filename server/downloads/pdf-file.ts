import { FONTS } from './pdf-fonts.ts';

/** Assembles a PDF 1.4 file: catalogue, page tree, fonts, document information and a cross-reference table. */

export const A4 = { width: 595.28, height: 841.89 } as const;

export interface PdfInfo {
  title: string;
  author: string;
  created: Date;
}

/** Document information may be any Unicode: UTF-16BE with a byte-order mark, in hex. */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

/** A file of A4 pages, each given as its content stream (ASCII, as PdfCanvas writes it). */
export function pdfFile(pages: readonly string[], info: PdfInfo): Uint8Array {
  const fonts = Object.values(FONTS);
  const fontRef = (i: number) => `${4 + i} 0 R`;
  const firstPage = 4 + fonts.length;
  const pageRef = (i: number) => `${firstPage + 2 * i} 0 R`;
  const created = `D:${info.created.toISOString().slice(0, 10).replace(/-/g, '')}000000Z`;

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => pageRef(i)).join(' ')}] /Count ${pages.length} >>`,
    `<< /Title ${infoString(info.title)} /Author ${infoString(info.author)} /Producer ${infoString('Lihda shop')} /CreationDate (${created}) >>`,
    ...fonts.map((f) => `<< /Type /Font /Subtype /Type1 /BaseFont /${f.baseFont} /Encoding /WinAnsiEncoding >>`),
    ...pages.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
        `/Resources << /Font << ${fonts.map((f, k) => `/${f.resource} ${fontRef(k)}`).join(' ')} >> >> /Contents ${firstPage + 2 * i + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ];

  // A comment with bytes above 127 first tells transfer programs that the file is binary.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = file.length;
    file += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = file.length;
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n or f, and a two-byte end of line.
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (the content is ASCII, the comment Latin-1), so string offsets are byte offsets.
  return Buffer.from(file, 'latin1');
}
