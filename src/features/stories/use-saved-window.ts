/**
 * A window of pages over the saved stories a query finds: pages are read as
 * the person scrolls down (or back up), and at most `savedListPages` of them
 * are kept, so memory and the page stay bounded however many are saved. The
 * pages scrolled past above are replaced by their height, so nothing moves.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StoryQuery } from '../../lib/stories/api';
import { readSavedPage } from '../../lib/stories/saved';
import type { SavedKey } from '../../lib/stories/saved-entry';
import type { StoryCard } from '../../../contract/api/campaigns';

/** Cards in a page: read at first, and each time an end of the window nears the screen. */
export const savedListStep = 24;
/** Pages kept at once. */
export const savedListPages = 5;

export interface SavedPageShown {
  /** Its number in the whole list, from 0. */
  number: number;
  stories: StoryCard[];
  next: SavedKey | null;
}

export interface SavedWindow {
  pages: SavedPageShown[];
  /** The height of the pages above the window, kept as space. */
  above: number;
  /** More after the window. */
  more: boolean;
  /** Pages before the window. */
  earlier: boolean;
  loadNext: () => void;
  loadEarlier: () => void;
}

interface State {
  pages: SavedPageShown[];
  /** The heights of the pages dropped above, in order. */
  heights: number[];
}

/** `measure(n)`: the height page n takes on the screen, or null when it must stay (focus is in it). */
export function useSavedWindow(query: StoryQuery, measure: (page: number) => number | null): SavedWindow {
  const [state, setState] = useState<State>({ pages: [], heights: [] });
  const current = useRef(state);
  useLayoutEffect(() => {
    current.current = state;
  }, [state]);
  // Where each page read so far starts: what a page dropped above is read again from.
  const starts = useRef<Array<SavedKey | null>>([null]);
  const busy = useRef(false);

  const read = useCallback(
    async (number: number, place: (state: State, page: SavedPageShown) => State) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const { stories, next } = await readSavedPage(query, starts.current[number] ?? null, savedListStep);
        starts.current[number + 1] = next;
        setState((state) => place(state, { number, stories, next }));
      } finally {
        busy.current = false;
      }
    },
    [query],
  );

  const loadNext = useCallback(() => {
    const { pages } = current.current;
    const last = pages[pages.length - 1];
    if (last && last.next === null) return;
    const first = pages[0];
    // Measured before the page is added, while the page to drop is still on the screen.
    const height = first && pages.length >= savedListPages ? measure(first.number) : null;
    void read(last ? last.number + 1 : 0, (state, page) => {
      // Nothing after all (the last page was exactly full): the list ends with the page before.
      if (page.stories.length === 0)
        return { ...state, pages: state.pages.map((p) => (p === state.pages.at(-1) ? { ...p, next: null } : p)) };
      return height === null
        ? { ...state, pages: [...state.pages, page] }
        : { pages: [...state.pages.slice(1), page], heights: [...state.heights, height] };
    });
  }, [read, measure]);

  const loadEarlier = useCallback(() => {
    const { pages } = current.current;
    const first = pages[0];
    if (!first || first.number === 0) return;
    const last = pages[pages.length - 1]!;
    const drop = pages.length >= savedListPages && measure(last.number) !== null;
    void read(first.number - 1, (state, page) => ({
      pages: [page, ...(drop ? state.pages.slice(0, -1) : state.pages)],
      heights: state.heights.slice(0, -1),
    }));
  }, [read, measure]);

  useEffect(loadNext, [loadNext]);

  const last = state.pages[state.pages.length - 1];
  return {
    pages: state.pages,
    above: state.heights.reduce((sum, height) => sum + height, 0),
    more: last !== undefined && last.next !== null,
    earlier: (state.pages[0]?.number ?? 0) > 0,
    loadNext,
    loadEarlier,
  };
}
