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

/**
 * Fills {name} placeholders; unknown names stay as written so a missing value is visible. A counted
 * phrase is written as ICU writes it, `{count, plural, one {# invoice} other {# invoices}}`: the
 * language's Intl.PluralRules choose the branch (`=0` and other exact branches first, `other` when the
 * language has no branch of its own) and `#` is the count. English needs `one` and `other`; Chinese
 * does not inflect, so its phrases name the count plainly.
 */
export function fill(template: string, values: Record<string, string | number>, language: Language = 'en'): string {
  return expandPlurals(template, values, language).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Fills the placeholders of both languages of a text. */
export function fillBoth(text: BilingualText, values: Record<string, string | number>): BilingualText {
  return { en: fill(text.en, values, 'en'), zh: fill(text.zh, values, 'zh-cn') };
}

const PLURAL_START = /\{(\w+), plural,/g;

/** Replaces each `{name, plural, …}` block by its chosen branch, with `#` as the count. */
function expandPlurals(template: string, values: Record<string, string | number>, language: Language): string {
  let out = '';
  let from = 0;
  for (const start of template.matchAll(PLURAL_START)) {
    if (start.index < from) continue;
    const name = start[1]!;
    const end = closingBrace(template, start.index);
    const branches = pluralBranches(template.slice(start.index + start[0].length, end));
    const count = Number(values[name]);
    const branch = Object.hasOwn(values, name) && Number.isFinite(count)
      ? (branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(language).select(count)) ?? branches.get('other'))
      : undefined;
    out += template.slice(from, start.index) + (branch === undefined ? template.slice(start.index, end + 1) : branch.replaceAll('#', String(values[name])));
    from = end + 1;
  }
  return out + template.slice(from);
}

/** The index of the brace that closes the one at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed plural block in "${text}"`);
}

/** `one {# line} other {# lines}` → one: '# line', other: '# lines'. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let at = 0;
  for (;;) {
    const key = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(body.slice(at));
    if (!key) return branches;
    const open = at + key[0].length - 1;
    const close = closingBrace(body, open);
    branches.set(key[1]!, body.slice(open + 1, close));
    at = close + 1;
  }
}
