/**
 * What an incremental publish renders (server/publish/incremental.ts): the pages of these families,
 * categories, services and info pages, and the pages every build renders (home and the other pages
 * without a record of their own, 404); the sitemap only when a family was renamed. The release
 * shares every page not rendered with the live one. Passed to `astro build` in the environment.
 */
export interface PartialBuild {
  families: number[];
  categories: number[];
  /** Categories whose download views render (they list their families' names, files and part numbers). */
  downloads: number[];
  /**
   * The families whose entry in those views changed: only the pages holding them render
   * (contract/site/download-pages.ts); none, the first page alone.
   */
  downloadFamilies: number[];
  /** Of the families, those renamed (a new address): the sitemap index and files render only when there are some. */
  renamedFamilies: number[];
  services: number[];
  /** Info pages by slug. */
  pages: string[];
}

export const PARTIAL_BUILD_ENV = 'PUBLISH_ONLY';

/** The partial build asked for in the environment, or null for the whole site. */
export function partialBuildFrom(env: Record<string, string | undefined>): PartialBuild | null {
  const raw = env[PARTIAL_BUILD_ENV];
  if (!raw) return null;
  const parsed = JSON.parse(raw) as PartialBuild;
  return {
    families: parsed.families.map(Number),
    categories: parsed.categories.map(Number),
    downloads: parsed.downloads.map(Number),
    downloadFamilies: parsed.downloadFamilies.map(Number),
    renamedFamilies: parsed.renamedFamilies.map(Number),
    services: parsed.services.map(Number),
    pages: parsed.pages.map(String),
  };
}
