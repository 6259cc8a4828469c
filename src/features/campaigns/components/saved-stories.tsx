import { useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { reportShown } from '../../../lib/offline/freshness';
import type { StoryQuery } from '../../../lib/stories/api';
import { matchSavedStories, readSavedStories, type SavedStories as Saved } from '../../../lib/stories/saved';
import { StoryGrid } from '../../../lib/ui/story-card';

/** Performance marks around reading the saved stories and showing them (measured by the benchmark). */
export const savedListMarks = { start: 'offline-list:start', shown: 'offline-list:shown', measure: 'offline-list' } as const;

/**
 * Offline, the list is every story saved on this phone that matches the
 * search and filters, not only the one page last seen for them.
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
  const stories = useMemo(() => (saved ? matchSavedStories(saved.stories, { q, category, region, sort }) : null), [saved, q, category, region, sort]);

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
        <span>{!stories ? t('browse.loading') : count === 1 ? t('browse.savedOne') : t('browse.saved', { count })}</span>
      </div>
      {stories && count === 0 ? <p>{t('browse.savedNone')}</p> : <StoryGrid stories={stories} loading={!stories} label={label} heading="h2" />}
    </>
  );
}
