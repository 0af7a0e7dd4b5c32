/** How many pages a list of `total` has at `pageSize` a page; an empty list still has its one page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
