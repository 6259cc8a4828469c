/** Runs what a tap asks for: busy meanwhile (so its buttons hold), a failure said in a toast in the person's words. */
import { useCallback, useState } from 'react';
import { readableError } from './error-text';
import { useT } from './i18n/i18n';
import { toast } from './toast';

export function useAction(): [busy: boolean, run: (work: () => Promise<void>) => Promise<void>] {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } catch (caught) {
        toast.error(readableError(caught, t).text);
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return [busy, run];
}
