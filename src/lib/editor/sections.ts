/** The console's sections, in the order of its navigation; the address's hash names the one shown (/editor#publish). */
export const EDITOR_SECTIONS = ['company', 'services', 'pages', 'categories', 'products', 'synonyms', 'import', 'publish', 'changes'] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

/** The section a hash names; anything else opens the first. */
export function sectionOfHash(hash: string): EditorSection {
  const name = hash.replace(/^#/, '');
  return EDITOR_SECTIONS.find((section) => section === name) ?? EDITOR_SECTIONS[0];
}
