import { localePath, type Locale } from '#contract/i18n/locales.ts';

export const payPath = (locale: Locale, id: number): string => localePath(locale, `/Pay/${id}`);

export const payStatusPath = (locale: Locale, id: number): string => localePath(locale, `/payStatus/${id}`);
