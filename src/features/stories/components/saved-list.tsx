import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import type { StoryQuery } from '../../../lib/stories/api';
import { StoryCard } from '../../../lib/ui/story-card';
import { savedListStep, useSavedWindow } from '../use-saved-window';

/**
 * The browser's scroll anchoring would keep what is below the list (the footer) in place as pages are
 * added, so a person at the end would be carried through page after page. The window keeps the cards
 * in place itself: the pages it drops above leave their exact height.
 */
function useNoScrollAnchoring() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.overflowAnchor = 'none';
    return () => {
      root.style.overflowAnchor = '';
    };
  }, []);
}

/**
 * The saved stories' cards, a window of pages at a time (see useSavedWindow).
 * It stays one list: each item says where it stands in the whole
 * (aria-posinset of aria-setsize); the cards scrolled past above leave their
 * space, filled again when it comes into view; pages are read when an end of
 * the window nears the screen or focus reaches it, and "Show more stories"
 * reads the next page on request.
 */
export function SavedList(props: { query: StoryQuery; count: number | null; label: string; onShown: () => void }) {
  const { query, count, label, onShown } = props;
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  const space = useRef<HTMLDivElement>(null);

  const measure = useCallback((page: number) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>(`li[data-page="${page}"]`) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    // A page holding the focus stays, or a keyboard user would lose their place.
    if (!first || !last || items.some((item) => item.contains(document.activeElement))) return null;
    const after = last.nextElementSibling;
    return (after ?? last).getBoundingClientRect().top - first.getBoundingClientRect().top + (after ? 0 : last.offsetHeight);
  }, []);
  const view = useSavedWindow(query, measure);
  const { pages, above, loadNext, loadEarlier } = view;

  useLayoutEffect(() => {
    if (pages.length > 0) onShown();
  }, [pages.length, onShown]);

  useNoScrollAnchoring();

  useEffect(() => {
    // The space left by the pages above, all of it: however far up a fling lands, it is seen and filled.
    const top = view.earlier ? space.current : null;
    const bottom = view.more ? more.current : null;
    if ((!top && !bottom) || !('IntersectionObserver' in globalThis)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) (entry.target === top ? loadEarlier : loadNext)();
        }
      },
      { rootMargin: '800px 0px' },
    );
    if (top) observer.observe(top);
    if (bottom) observer.observe(bottom);
    return () => observer.disconnect();
  }, [pages, view.earlier, view.more, loadNext, loadEarlier]);

  if (pages.length === 0) return null;
  return (
    <>
      {above > 0 && <div ref={space} aria-hidden="true" style={{ height: above }} />}
      <ul ref={list} className="story-grid" aria-label={label}>
        {pages.flatMap((page) =>
          page.stories.map((story, index) => (
            <li
              key={story.id}
              data-page={page.number}
              aria-posinset={page.number * savedListStep + index + 1}
              aria-setsize={count ?? -1}
              onFocus={page === pages[0] ? loadEarlier : undefined}
            >
              <StoryCard story={story} heading="h2" />
            </li>
          )),
        )}
      </ul>
      {view.more && (
        <div className="pager">
          <button ref={more} type="button" className="btn btn-outline" onClick={loadNext}>
            {t('browse.showMore')}
          </button>
        </div>
      )}
    </>
  );
}
