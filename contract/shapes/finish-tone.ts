/**
 * The colour a part is pictured in, from its family's finish as the catalogue states it in English
 * ('Anodised black', 'Zinc-plated, blue passivated' …). Where a family lists several finishes
 * ('A / B'), the first is pictured.
 */
const TONES: ReadonlyArray<readonly [RegExp, string]> = [
  [/black|ral 9005/i, '#4a4d52'],
  [/anodis/i, '#d4d8dc'],
  [/stainless|electropolish|polish|bright/i, '#e3e6ea'],
  [/zinc/i, '#c5ccd6'],
  [/red|ral 3000/i, '#b3262d'],
  [/white/i, '#f4f4f2'],
  [/grey|ral 7035/i, '#cfd1cd'],
];

/** Plain steel grey, for a finish the list does not name. */
export const PLAIN_TONE = '#b9bcc0';

export function finishTone(finish: string): string {
  const first = finish.split('/')[0] ?? '';
  return TONES.find(([pattern]) => pattern.test(first))?.[1] ?? PLAIN_TONE;
}
