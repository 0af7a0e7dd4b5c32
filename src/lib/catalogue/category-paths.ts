import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { rendersCategory, rendersDownloads } from '../publish/partial-build.ts';
import { siteChrome } from '../site-chrome.ts';
import { flattenTree } from './tree-walk.ts';

type CategoryPath = {
  params: { locale: string | undefined; categoryRoute: string; id: string };
  props: { locale: Locale; id: number };
};

/** getStaticPaths of the category pages (/productListLv1…5/{id}), per locale. */
export const categoryPagePaths = (): Promise<CategoryPath[]> => categoryPaths(rendersCategory);

/** getStaticPaths of the categories' download views (/productListLv1…5/{id}/download), per locale. */
export const categoryDownloadPaths = (): Promise<CategoryPath[]> => categoryPaths(rendersDownloads);

/** The paths of the categories this build renders (`renders`: all of them unless the publish is incremental). */
async function categoryPaths(renders: (id: number) => boolean): Promise<CategoryPath[]> {
  const { tree } = await siteChrome();
  const categories = flattenTree(tree).filter((c) => renders(c.id));
  return LOCALES.flatMap((locale) =>
    categories.map((c) => ({
      params: {
        locale: locale === DEFAULT_LOCALE ? undefined : locale,
        categoryRoute: `productListLv${c.level}`,
        id: String(c.id),
      },
      props: { locale, id: c.id },
    })),
  );
}
