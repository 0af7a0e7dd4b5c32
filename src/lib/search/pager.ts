/** How many pages a total makes (at least one, so "page 1 of 1" reads right). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page numbers a pager shows: the first, the last, and the current one with its neighbours;
 * null where numbers are left out. A gap of one page shows that page instead of a gap.
 */
export function pagerItems(current: number, last: number): Array<number | null> {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  const pages = [...shown].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}
