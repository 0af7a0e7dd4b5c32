import { productDetail, productSearch } from '../../api/catalogue.ts';
import type { SearchFacets } from '#contract/calls/search.ts';
import type { FamilyCard, ProductDetail } from '#contract/calls/catalogue.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import { familiesUnderCategory } from '#contract/site/download-pages.ts';
import { familiesToRender, isPartialBuild } from '../publish/partial-build.ts';
import { siteChrome } from '../site-chrome.ts';
import { cardWithNamedPicture } from '../preview/variant-files.ts';

/** Build-time catalogue reads, each made once per build however many pages (and locales) use it. */
let families: Promise<FamilyCard[]> | undefined;
const details = new Map<number, Promise<ProductDetail>>();
const facets = new Map<number, Promise<SearchFacets>>();

const PAGE = 100;
/**
 * A group's pages asked at once. All at once, a group of 6,800 families (`--scale 100`) sent 68
 * requests to an API whose pool has ten database connections, and the burst, beside the publisher's
 * own reads, waited past the pool's 5 s bound and failed the build (docs/performance.md, "Site build").
 */
const PAGES_IN_FLIGHT = 3;

/**
 * A page of a group's families in catalogue order, as its category page lists them. Asked as a search
 * of the group browsed as it is, which the API keeps per catalogue version
 * (server/catalogue/search-category-browse.ts): a page then costs its own cards, where categoryDetail
 * sorted and skipped the whole group again for each (17,000 families read in 0.6 s instead of 3.2 s
 * at `--scale 100`, docs/performance.md).
 */
const groupPage = (groupId: number, page: number) => productSearch({ categoryId: groupId, page, pageSize: PAGE });

async function familiesUnder(groupId: number): Promise<FamilyCard[]> {
  const first = await groupPage(groupId, 1);
  const pages = Math.ceil(first.total / PAGE);
  const answers = [first];
  for (let from = 2; from <= pages; from += PAGES_IN_FLIGHT) {
    const batch = Array.from({ length: Math.min(PAGES_IN_FLIGHT, pages - from + 1) }, (_, i) => from + i);
    answers.push(...(await Promise.all(batch.map((page) => groupPage(groupId, page)))));
  }
  return answers.flatMap((answer) => answer.list);
}

/** Every product family of the catalogue, group by group. */
export function allFamilies(): Promise<FamilyCard[]> {
  families ??= siteChrome().then(async ({ tree }) => (await Promise.all(tree.map((g) => familiesUnder(g.id)))).flat());
  return families;
}

/**
 * A category's families in catalogue order. A full build takes them from its one read of the whole
 * catalogue; an incremental one, which renders a few categories, asks for those alone (the whole
 * catalogue took 2 s of a 10 s build at `--scale 100`, docs/performance.md). Both are in catalogue
 * order (server/catalogue/search-order.ts), whatever category is browsed.
 */
export async function familiesOfCategory(category: CategoryNode): Promise<FamilyCard[]> {
  return isPartialBuild ? familiesUnder(category.id) : familiesUnderCategory(category, await allFamilies());
}

/**
 * The families whose own pages this build renders: every family, or in an incremental build the
 * changed ones, as their details (a detail is a card and more; their pages read it anyway).
 */
export function familiesRendered(): Promise<FamilyCard[]> {
  return familiesToRender ? Promise.all(familiesToRender.map(familyDetail)) : allFamilies();
}

export function familyDetail(id: number): Promise<ProductDetail> {
  let detail = details.get(id);
  if (!detail) {
    detail = productDetail(id);
    details.set(id, detail);
  }
  return detail;
}

/**
 * Cards as the build draws them: each part's picture under the content-named URL its product page
 * uses (src/lib/preview/variant-files.ts), from the family's detail, read once per build.
 */
export function withNamedPictures(cards: FamilyCard[]): Promise<FamilyCard[]> {
  return Promise.all(cards.map(async (card) => cardWithNamedPicture(card, await familyDetail(card.id))));
}

/** The materials and dimensions of a category's families (the filters of its page), asked once for both languages. */
export function categoryFacets(id: number): Promise<SearchFacets> {
  let answer = facets.get(id);
  if (!answer) {
    answer = productSearch({ categoryId: id, pageSize: 1 }).then((found) => found.facets);
    facets.set(id, answer);
  }
  return answer;
}
