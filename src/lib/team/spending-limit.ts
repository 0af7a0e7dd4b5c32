import { TEAM_LIMITS } from '#contract/limits/team.ts';

/**
 * A spending limit as typed in pounds ("500", "£1,250.50") to pence: null for an empty field (no
 * limit), undefined when it is not an amount of whole pence within the limit.
 */
export function penceFromPounds(typed: string): number | null | undefined {
  const plain = typed.trim().replace(/^£/, '').replaceAll(',', '').trim();
  if (plain === '') return null;
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence <= TEAM_LIMITS.spendingLimitPenceMax ? pence : undefined;
}
