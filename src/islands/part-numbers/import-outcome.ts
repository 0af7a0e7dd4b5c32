import { CUSTOMER_PART_NO_CSV, type CustomerPartNoImportAnswer } from '#contract/calls/customer-part-numbers.ts';

/** What an import's answer says: the file is refused, changes nothing, would change (a dry run), or was written. */
export type PartNoImportOutcome = 'invalid' | 'noChanges' | 'planned' | 'applied';

export function partNoImportOutcome(answer: CustomerPartNoImportAnswer): PartNoImportOutcome {
  if (!answer.valid) return 'invalid';
  if (answer.applied) return 'applied';
  return answer.added + answer.changed + answer.removed === 0 ? 'noChanges' : 'planned';
}

/** Why a chosen file is not sent: the server's limit, and a name ending in .csv (browsers name a CSV's type differently). */
export function partNoFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!/\.csv$/i.test(file.name)) return 'type';
  return file.size > CUSTOMER_PART_NO_CSV.bodyLimit ? 'size' : null;
}
