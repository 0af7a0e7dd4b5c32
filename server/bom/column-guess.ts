/**
 * Which columns of a BOM's header row hold the part number and the quantity, guessed from their
 * names in English and Chinese. A name is compared without case, spaces or punctuation ("Part No.",
 * "part_no", "PART-NO" are one name); an exact name wins over one that only contains a known word,
 * and the first column wins among equals.
 */

export interface GuessedColumns {
  partNo: number | null;
  quantity: number | null;
}

/** Exact names, most telling first. */
const PART_NO_NAMES = [
  'partno',
  'partnumber',
  'partnum',
  'part',
  'pn',
  'pno',
  'itemno',
  'itemnumber',
  'articleno',
  'articlenumber',
  'orderno',
  'ordercode',
  'mpn',
  '零件号',
  '零件编号',
  '料号',
  '物料号',
  '物料编号',
  '物料编码',
  '部件号',
  '产品编号',
  '订货号',
  '型号',
];
/** Words a longer name may contain ("Customer part number", "供应商零件号"). */
const PART_NO_WORDS = ['partno', 'partnumber', '零件号', '零件编号', '料号', '物料编号', '物料编码'];

const QUANTITY_NAMES = [
  'qty',
  'quantity',
  'qnty',
  'quantities',
  'pcs',
  'pieces',
  'count',
  'amount',
  '数量',
  '用量',
  '件数',
  '需求数量',
  '订购数量',
  '订货数量',
];
const QUANTITY_WORDS = ['qty', 'quantity', '数量', '用量'];

/** A header cell as compared: full-width to ASCII, lower case, no spaces or punctuation. */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

function bestColumn(
  keys: readonly string[],
  names: readonly string[],
  words: readonly string[],
  taken: number | null,
): number | null {
  let best: { column: number; rank: number } | null = null;
  keys.forEach((key, column) => {
    if (column === taken || key === '') return;
    const exact = names.indexOf(key);
    const rank = exact >= 0 ? exact : words.some((w) => key.includes(w)) ? names.length : -1;
    if (rank >= 0 && (best === null || rank < best.rank)) best = { column, rank };
  });
  return (best as { column: number } | null)?.column ?? null;
}

export function guessColumns(header: readonly string[]): GuessedColumns {
  const keys = header.map(headerKey);
  const partNo = bestColumn(keys, PART_NO_NAMES, PART_NO_WORDS, null);
  return { partNo, quantity: bestColumn(keys, QUANTITY_NAMES, QUANTITY_WORDS, partNo) };
}
