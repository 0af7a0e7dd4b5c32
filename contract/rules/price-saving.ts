/** What a buyer saves on one unit against the list price: the amount and its share of the list price. */
export interface Saving {
  pence: number;
  /** Of the list price, to one decimal place (10, 12.5, 37.9). */
  percent: number;
}

/** The saving of a unit price below the list price; null when the buyer pays the list price (or more). */
export function savingOf(listUnitPricePence: number, unitPricePence: number): Saving | null {
  if (listUnitPricePence <= 0 || unitPricePence >= listUnitPricePence) return null;
  const pence = listUnitPricePence - unitPricePence;
  return { pence, percent: Math.round((pence / listUnitPricePence) * 1000) / 10 };
}

/** A percentage as documents and e-mails print it: "10 %", "12.5 %" (the same in Chinese). */
export const percentText = (percent: number): string => `${percent} %`;
