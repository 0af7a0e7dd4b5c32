import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { rendersCategory } from '../publish/partial-build.ts';
import { siteChrome } from '../site-chrome.ts';
import { flattenTree } from './tree-walk.ts';

/** getStaticPaths of the category pages (/productListLv1…5/{id} and their /download view), per locale. */
export async function categoryPagePaths(): Promise<Array<{ params: { locale: string | undefined; categoryRoute: string; id: string }; props: { locale: Locale; id: number } }>> {
  const { tree } = await siteChrome();
  const categories = flattenTree(tree).filter((c) => rendersCategory(c.id));
  return LOCALES.flatMap((locale) =>
    categories.map((c) => ({
      params: { locale: locale === DEFAULT_LOCALE ? undefined : locale, categoryRoute: `productListLv${c.level}`, id: String(c.id) },
      props: { locale, id: c.id },
    })),
  );
}
