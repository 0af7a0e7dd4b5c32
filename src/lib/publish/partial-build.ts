import { downloadPagesToRender } from '#contract/site/download-pages.ts';
import { partialBuildFrom } from '#contract/site/partial-build.ts';

// Read once per build: getStaticPaths runs in Node at build time, where the publisher set it.
const partial = partialBuildFrom(process.env);

/** Whether this build renders only some pages (an incremental publish: server/publish/incremental.ts). */
export const isPartialBuild = partial !== null;

/** The families whose pages this build renders, or null for every family (the publish is not incremental). */
export const familiesToRender: readonly number[] | null = partial?.families ?? null;

/** Whether this build renders a category's pages. */
export const rendersCategory = (id: number): boolean => !partial || partial.categories.includes(id);

/** Whether this build renders any page of a category's download view. */
export const rendersDownloadView = (id: number): boolean => !partial || partial.downloads.includes(id);

/** The pages (from 1) of a category's download view this build renders, from the family ids of each of its pages. */
export function rendersDownloadPages(id: number, pages: readonly (readonly number[])[]): number[] {
  if (!partial) return pages.map((_, i) => i + 1);
  return partial.downloads.includes(id) ? downloadPagesToRender(pages, partial.downloadFamilies) : [];
}

/**
 * Whether this build renders the sitemap's index and files: they list every page's address, which
 * an incremental publish changes only when it renamed a family.
 */
export const rendersSitemaps = (): boolean => !partial || partial.renamedFamilies.length > 0;

/** Whether this build renders a service's page. */
export const rendersService = (id: number): boolean => !partial || partial.services.includes(id);

/** Whether this build renders an info page (by slug). */
export const rendersInfoPage = (slug: string): boolean => !partial || partial.pages.includes(slug);
