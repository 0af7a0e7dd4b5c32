import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { familiesRendered } from './build-data.ts';

export interface FamilyPageProps {
  locale: Locale;
  family: FamilyCard;
}

/** getStaticPaths of the pages built once per family and locale under a `[id]` segment. */
export async function familyPagePaths(): Promise<
  Array<{ params: { locale: string | undefined; id: string }; props: FamilyPageProps }>
> {
  const families = await familiesRendered();
  return LOCALES.flatMap((locale) =>
    families.map((family) => ({
      params: { locale: locale === DEFAULT_LOCALE ? undefined : locale, id: String(family.id) },
      props: { locale, family },
    })),
  );
}
