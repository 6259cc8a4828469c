import { useState } from 'react';

/** A list's filters and page, held by the screen: changing a filter goes back to the first page. */
export function usePagedFilters<Filters extends Record<string, string>>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
