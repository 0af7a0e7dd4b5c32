/**
 * A part number as a BOM row is compared with ours and with the company's own numbers: upper case,
 * without spaces or dashes of any kind ("lh 1101–100 al", "ＬＨ－1101－100－AL" → "LH1101100AL").
 * Our numbers are upper-case letters, digits and hyphens, so `replace(part_no, '-', '')` is the
 * same key on the database's side (the index of migration 016 serves it); NFKC turns full-width
 * characters, as a Chinese keyboard types them, into ASCII.
 */
export function partNumberKey(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212\uFE58\uFE63]+/gu, '');
}
