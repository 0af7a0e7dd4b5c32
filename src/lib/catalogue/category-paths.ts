import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/i18n/locales.ts';
import { downloadPages } from '#contract/site/download-pages.ts';
import { rendersCategory, rendersDownloadPages, rendersDownloadView } from '../publish/partial-build.ts';
import { siteChrome } from '../site-chrome.ts';
import { familiesOfCategory } from './build-data.ts';
import { flattenTree } from './tree-walk.ts';

type CategoryPath = {
  params: { locale: string | undefined; categoryRoute: string; id: string };
  props: { locale: Locale; id: number };
};

type DownloadPath = {
  params: CategoryPath['params'] & { page: string | undefined };
  props: CategoryPath['props'] & DownloadPageProps;
};

/** What one page of a download view lists: its families, by id, and where it stands among the view's pages. */
export interface DownloadPageProps {
  page: number;
  pages: number;
  familyIds: number[];
}

const localeParam = (locale: Locale) => (locale === DEFAULT_LOCALE ? undefined : locale);

/** getStaticPaths of the category pages (/productListLv1…5/{id}), per locale. */
export async function categoryPagePaths(): Promise<CategoryPath[]> {
  const { tree } = await siteChrome();
  const categories = flattenTree(tree).filter((c) => rendersCategory(c.id));
  return LOCALES.flatMap((locale) =>
    categories.map((c) => ({
      params: { locale: localeParam(locale), categoryRoute: `productListLv${c.level}`, id: String(c.id) },
      props: { locale, id: c.id },
    })),
  );
}

/**
 * getStaticPaths of the categories' download views, per locale and page (contract/site/download-pages.ts):
 * /productListLv1…5/{id}/download, then /download/2 … The families come in catalogue order
 * (src/lib/catalogue/build-data.ts).
 */
export async function categoryDownloadPaths(): Promise<DownloadPath[]> {
  const { tree } = await siteChrome();
  const rendered = flattenTree(tree).filter((c) => rendersDownloadView(c.id));
  const views = (
    await Promise.all(
      rendered.map(async (c) => {
        const pages = downloadPages((await familiesOfCategory(c)).map((f) => f.id));
        return rendersDownloadPages(c.id, pages).map((page) => ({
          c,
          page,
          pages: pages.length,
          familyIds: pages[page - 1]!,
        }));
      }),
    )
  ).flat();
  return LOCALES.flatMap((locale) =>
    views.map(({ c, page, pages, familyIds }) => ({
      params: {
        locale: localeParam(locale),
        categoryRoute: `productListLv${c.level}`,
        id: String(c.id),
        page: page === 1 ? undefined : String(page),
      },
      props: { locale, id: c.id, page, pages, familyIds },
    })),
  );
}
