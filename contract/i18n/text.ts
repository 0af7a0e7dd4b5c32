/** The two languages of the shop: English is the default and the fallback. */
export const LANGUAGES = ['en', 'zh-cn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in both languages, for messages built outside the site's dictionaries (API answers). */
export interface BilingualText {
  en: string;
  zh: string;
}

export function pick(text: BilingualText, language: Language): string {
  return language === 'zh-cn' ? text.zh : text.en;
}

/** A label that opens a sentence gets a capital ('first name' → 'First name'); Chinese is unchanged. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fills {name} placeholders; unknown names stay as written so a missing value is visible. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Fills the placeholders of both languages of a text. */
export function fillBoth(text: BilingualText, values: Record<string, string | number>): BilingualText {
  return { en: fill(text.en, values), zh: fill(text.zh, values) };
}
