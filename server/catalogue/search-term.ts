/** Pure helpers for product search; the queries are in search.ts. */

/** Trims and folds runs of white space, so "  star   knob " searches as "star knob". */
export function normaliseSearchTerm(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Escapes LIKE's wildcards so a buyer's % or _ matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Part numbers are stored upper-case with hyphens; a buyer may type spaces instead of hyphens. */
export function asPartNumber(term: string): string {
  return term.toUpperCase().replace(/\s+/g, '-');
}

/** A part number as compared without its hyphens ("lh 1101-100al" → "LH1101100AL"), the way a buyer may type one from a label. */
export function compactPartNumber(term: string): string {
  return term.toUpperCase().replace(/[\s-]+/g, '');
}
