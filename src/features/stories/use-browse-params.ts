import { useNavigate, useSearchParams } from 'react-router-dom';
import { maxOffset } from '../../../contract/rules/paging';
import { browsePageSize, readBrowseQuery } from './browse-query';

/** The browse page's query parameters a control may change. */
export type BrowseChange = Partial<Record<'q' | 'category' | 'region' | 'sort' | 'page' | 'cursor', string>>;

/** The browse page's query, kept in the address: read it, change it, and the addresses of other pages. */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = readBrowseQuery(params);
  const update = (changes: BrowseChange) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('page' in changes)) next.delete('page');
    if (!('cursor' in changes)) next.delete('cursor');
    setParams(next);
  };
  // Numbered pages reach the first thousand stories; further pages start after the page before.
  const numbered = (page: number) => (page - 1) * browsePageSize <= maxOffset;
  /** The query of another page (links, so paging works without JavaScript). */
  const pageParams = (page: number, cursor?: string) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    if (cursor && !numbered(page)) next.set('cursor', cursor);
    else next.delete('cursor');
    return next.toString();
  };
  const goBack = (page: number) => (numbered(page - 1) ? update({ page: String(page - 1) }) : navigate(-1));
  return { query, update, pageParams, numbered, goBack };
}
