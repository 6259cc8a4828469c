import { useT } from '../i18n/i18n';
import './list-screen.css';

/**
 * Previous / next through a list's pages, hidden when there is one page.
 * `hasNext` says whether a page follows when the list pages by cursor rather
 * than by number.
 */
export function Pager({
  page,
  pages,
  label,
  hasNext = page < pages,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  hasNext?: boolean;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('browse.previous')}
      </button>
      <span>{t('browse.page', { page, pages })}</span>
      <button type="button" className="btn btn-outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('browse.next')}
      </button>
    </nav>
  );
}
