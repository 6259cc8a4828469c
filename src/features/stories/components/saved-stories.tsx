import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { reportShown } from '../../../lib/offline/freshness';
import type { StoryQuery } from '../../../lib/stories/api';
import { countSavedStories, oldestSavedAt } from '../../../lib/stories/saved';
import { StoryGrid } from '../../../lib/ui/story-card';
import { SavedList } from './saved-list';

/** Performance marks around reading the saved stories and showing them (measured by the benchmark). */
export const savedListMarks = { start: 'offline-list:start', shown: 'offline-list:shown', measure: 'offline-list' } as const;

/**
 * Offline, the list is every story saved on this phone that matches the
 * search and filters, not only the one page last seen for them. Thousands may
 * be saved: they are counted by an index, and their cards read and shown a
 * page at a time as the person scrolls (see SavedList).
 */
export function SavedStories({ query, label }: { query: StoryQuery; label: string }) {
  const t = useT();
  const id = useId();
  const { q, category, region, sort } = query;
  const [count, setCount] = useState<{ query: string; count: number } | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const asked = `${q}|${category}|${region}|${sort}`;
  const firstShown = shownFor === asked;
  const onShown = useCallback(() => setShownFor(asked), [asked]);

  // Before the list's own effects, which start reading its first page.
  useLayoutEffect(() => {
    performance.mark(savedListMarks.start);
  }, []);

  useEffect(() => {
    let live = true;
    countSavedStories({ q, category, region }).then(
      (found) => live && setCount({ query: asked, count: found }),
      () => live && setCount({ query: asked, count: 0 }),
    );
    return () => {
      live = false;
    };
  }, [asked, q, category, region]);

  // The offline banner says how old the oldest of them is.
  useEffect(() => {
    oldestSavedAt().then(setSavedAt, () => setSavedAt(null));
  }, []);
  useEffect(() => {
    reportShown(id, savedAt);
    return () => reportShown(id, null);
  }, [id, savedAt]);

  const found = count?.query === asked ? count.count : null;
  const shown = found !== null && (found === 0 || firstShown);
  useLayoutEffect(() => {
    if (!shown) return;
    // After the next paint: the list is on the screen, not only in the page.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (performance.getEntriesByName(savedListMarks.measure).length > 0) return;
        performance.mark(savedListMarks.shown);
        performance.measure(savedListMarks.measure, savedListMarks.start, savedListMarks.shown);
      }, 0),
    );
  }, [shown]);

  return (
    <>
      <div className="results-bar" aria-live="polite">
        <span>{found === null ? t('browse.loading') : t('browse.saved', { count: found })}</span>
      </div>
      {found === 0 ? (
        <p>{t('browse.savedNone')}</p>
      ) : (
        <>
          {!firstShown && <StoryGrid stories={null} loading label={label} />}
          <SavedList key={asked} query={query} count={found} label={label} onShown={onShown} />
        </>
      )}
    </>
  );
}
