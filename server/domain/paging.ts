/** A page of a list as every list answers it: the items, where it is, and how many pages there are (at least one). */
export function pageOf<T>(items: T[], total: number, page: number, limit: number) {
  return { items, page, limit, total, total_pages: Math.max(1, Math.ceil(total / limit)) };
}
