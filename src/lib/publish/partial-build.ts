import { downloadPagesToRender } from '#contract/site/download-pages.ts';
import { partialBuildFrom } from '#contract/site/partial-build.ts';

// Read once per build: getStaticPaths runs in Node at build time, where the publisher set it.
const partial = partialBuildFrom(process.env);

/** Whether this build renders the pages of a family (all of them unless the publish is incremental). */
export const rendersFamily = (id: number): boolean => !partial || partial.families.includes(id);

/** Whether this build renders a category's pages. */
export const rendersCategory = (id: number): boolean => !partial || partial.categories.includes(id);

/** The pages (from 1) of a category's download view this build renders, from the family ids of each of its pages. */
export function rendersDownloadPages(id: number, pages: readonly (readonly number[])[]): number[] {
  if (!partial) return pages.map((_, i) => i + 1);
  return partial.downloads.includes(id) ? downloadPagesToRender(pages, partial.downloadFamilies) : [];
}

/** Whether this build renders a service's page. */
export const rendersService = (id: number): boolean => !partial || partial.services.includes(id);

/** Whether this build renders an info page (by slug). */
export const rendersInfoPage = (slug: string): boolean => !partial || partial.pages.includes(slug);
