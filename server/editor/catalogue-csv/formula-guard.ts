/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR before one) as a formula, so a
 * family named `=HYPERLINK(…)` would act in the editor's Excel. Export writes such a cell with a
 * leading apostrophe, which spreadsheets show as text; import takes the apostrophe off again, so an
 * exported file imports unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Only an apostrophe the export added comes off: `'quoted'` stays as written. */
export function unguardFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
