import { PDFParse } from 'pdf-parse';

/** A PDF read back as a reader would: its pages' text (selectable, searchable), page count and info. */
export async function readPdf(
  bytes: Uint8Array,
): Promise<{ text: string; pages: string[]; title: string; fonts: string }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    const raw = Buffer.from(bytes).toString('latin1');
    // The embedded fonts' names: a subset carries a six-letter tag before its name (ABCDEF+NotoSansSC-Regular).
    const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]).join(' ');
    return { text: text.text, pages: text.pages.map((p) => p.text), title: String(info.info?.Title ?? ''), fonts };
  } finally {
    await parser.destroy();
  }
}
