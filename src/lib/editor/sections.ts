import type { StaffRole } from '#contract/calls/staff.ts';

/** The console's sections, in the order of its navigation; the address's hash names the one shown (/editor#publish). */
export const EDITOR_SECTIONS = [
  'orders',
  'returns',
  'quotes',
  'quoteFloors',
  'companies',
  'customers',
  'priceLists',
  'staff',
  'punchOut',
  'bank',
  'company',
  'services',
  'pages',
  'categories',
  'products',
  'synonyms',
  'import',
  'publish',
  'delivery',
  'mail',
  'taxRates',
  'changes',
] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

const CONTENT: readonly EditorSection[] = [
  'company',
  'services',
  'pages',
  'categories',
  'products',
  'synonyms',
  'import',
  'publish',
];

/** The sections each role works in (server/auth/staff.ts decides the same for the calls): everyone reads the VAT rates and the changes. */
const ROLE_SECTIONS: Record<StaffRole, readonly EditorSection[]> = {
  editor: [...CONTENT, 'delivery', 'taxRates', 'changes'],
  sales: [
    'orders',
    'returns',
    'quotes',
    'quoteFloors',
    'companies',
    'customers',
    'priceLists',
    'delivery',
    'taxRates',
    'changes',
  ],
  admin: EDITOR_SECTIONS,
};

export function sectionsFor(role: StaffRole): readonly EditorSection[] {
  return EDITOR_SECTIONS.filter((section) => ROLE_SECTIONS[role].includes(section));
}

/** The section a hash names, of those the role has; anything else opens the role's first. */
export function sectionOfHash(hash: string, role: StaffRole): EditorSection {
  const name = hash.replace(/^#/, '');
  const mine = sectionsFor(role);
  return mine.find((section) => section === name) ?? mine[0]!;
}
