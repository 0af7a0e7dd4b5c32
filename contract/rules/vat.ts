/**
 * VAT on an amount, rounded half up to the penny (HMRC allows rounding on the invoice total). The
 * rate comes from the tax decision (contract/rules/tax-decision.ts).
 */
export function vatOn(amountPence: number, ratePercent: number): number {
  return Math.floor((amountPence * ratePercent + 50) / 100);
}
