/**
 * The draft being written: loaded from IndexedDB (or started fresh), saved as
 * the person types (debounced), and flushed at once when the tab is hidden or
 * closed, so a crash or a dead battery loses nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isQuotaError } from '../../lib/offline/db';
import { getDraft, newDraft, saveDraft, type Draft, type DraftFields } from '../../lib/offline/drafts';

const saveDelayMs = 400;

export type SaveState = 'idle' | 'saving' | 'saved' | 'full' | 'failed';

/** Saves what waits when the tab is hidden or closed, and when the form goes away. */
function useFlushWhenHidden(flush: () => Promise<void>): void {
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);
}

export function useDraft(draftId: string | null) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const pending = useRef<Draft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef<Draft | null>(null);

  const loadedId = useRef<string | null>(null);
  useEffect(() => {
    // The URL learns the id of a draft started here: that is this draft, not one to load.
    if (draftId && draftId === loadedId.current) return;
    let current = true;
    (draftId ? getDraft(draftId) : Promise.resolve(null)).then(
      (found) => {
        if (!current) return;
        const draft = found ?? newDraft();
        loadedId.current = draft.id;
        latest.current = draft;
        setDraft(draft);
      },
      () => {
        if (!current) return;
        const draft = newDraft();
        loadedId.current = draft.id;
        latest.current = draft;
        setDraft(draft);
      },
    );
    return () => {
      current = false;
    };
  }, [draftId]);

  const flush = useCallback(async () => {
    window.clearTimeout(timer.current);
    const toSave = pending.current;
    if (!toSave) return;
    pending.current = null;
    setSaveState('saving');
    try {
      await saveDraft(toSave);
      setSaveState('saved');
    } catch (error) {
      setSaveState(isQuotaError(error) ? 'full' : 'failed');
      pending.current ??= toSave;
    }
  }, []);

  /** Applies a change; typing is saved after a short pause, a step or a photo (`now`) at once. */
  const change = useCallback(
    (update: (draft: Draft) => Draft, options: { now?: boolean } = {}) => {
      if (!latest.current) return;
      const next = update(latest.current);
      latest.current = next;
      pending.current = next;
      setDraft(next);
      window.clearTimeout(timer.current);
      if (options.now) void flush();
      else timer.current = window.setTimeout(() => void flush(), saveDelayMs);
    },
    [flush],
  );

  const setField = useCallback(
    (field: keyof DraftFields, value: string) => change((d) => ({ ...d, fields: { ...d.fields, [field]: value } })),
    [change],
  );

  useFlushWhenHidden(flush);

  return { draft, change, setField, flush, saveState };
}
