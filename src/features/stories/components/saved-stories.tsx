import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { reportShown } from '../../../lib/offline/freshness';
import type { StoryQuery } from '../../../lib/stories/api';
import { matchSavedStories, readSavedStories, type SavedStories as Saved } from '../../../lib/stories/saved';
import type { StoryCard } from '../../../../contract/api/campaigns';
import { StoryGrid } from '../../../lib/ui/story-card';

/** Performance marks around reading the saved stories and showing them (measured by the benchmark). */
export const savedListMarks = { start: 'offline-list:start', shown: 'offline-list:shown', measure: 'offline-list' } as const;

/** Cards put on the page at first, and added each time the end of the list comes near. */
export const savedListStep = 24;

/**
 * Offline, the list is every story saved on this phone that matches the
 * search and filters, not only the one page last seen for them. Hundreds may
 * be saved: they are all read, filtered and counted at once, and their cards
 * are added a screenful at a time as the person scrolls, so a cheap phone
 * never builds hundreds of cards nobody looks at.
 */
export function SavedStories({ query, label }: { query: StoryQuery; label: string }) {
  const t = useT();
  const [saved, setSaved] = useState<Saved | null>(null);
  const id = useId();

  useEffect(() => {
    let live = true;
    performance.mark(savedListMarks.start);
    readSavedStories().then(
      (stories) => live && setSaved(stories),
      () => live && setSaved({ stories: [], savedAt: null }),
    );
    return () => {
      live = false;
    };
  }, []);

  const { q, category, region, sort } = query;
  const stories = useMemo(
    () => (saved ? matchSavedStories(saved.stories, { q, category, region, sort }) : null),
    [saved, q, category, region, sort],
  );

  // The offline banner says how old the oldest of them is.
  const savedAt = saved?.savedAt ?? null;
  useEffect(() => {
    reportShown(id, savedAt);
    return () => reportShown(id, null);
  }, [id, savedAt]);

  useLayoutEffect(() => {
    if (!saved) return;
    // After the next paint: the list is on the screen, not only in the page.
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (performance.getEntriesByName(savedListMarks.measure).length > 0) return;
        performance.mark(savedListMarks.shown);
        performance.measure(savedListMarks.measure, savedListMarks.start, savedListMarks.shown);
      }, 0),
    );
  }, [saved]);

  const count = stories?.length ?? 0;
  return (
    <>
      <div className="results-bar" aria-live="polite">
        <span>{!stories ? t('browse.loading') : t('browse.saved', { count })}</span>
      </div>
      {stories && count === 0 ? (
        <p>{t('browse.savedNone')}</p>
      ) : stories ? (
        <GrowingGrid key={`${q}|${category}|${region}|${sort}`} stories={stories} label={label} />
      ) : (
        <StoryGrid stories={null} loading label={label} />
      )}
    </>
  );
}

/** The cards of `stories`, a step at a time: more are added when the end of the list nears the screen, or on request. */
function GrowingGrid({ stories, label }: { stories: StoryCard[]; label: string }) {
  const t = useT();
  const [shown, setShown] = useState(savedListStep);
  const more = useRef<HTMLButtonElement>(null);
  const left = stories.length - shown;

  useEffect(() => {
    const button = more.current;
    if (!button || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((n) => n + savedListStep);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <>
      <StoryGrid stories={stories.slice(0, shown)} loading={false} label={label} heading="h2" />
      {left > 0 && (
        <div className="pager">
          <button ref={more} type="button" className="btn btn-outline" onClick={() => setShown((n) => n + savedListStep)}>
            {t('browse.showMore')}
          </button>
        </div>
      )}
    </>
  );
}
