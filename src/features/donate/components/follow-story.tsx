import { useState, useSyncExternalStore } from 'react';
import { readableError, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import type { PushState } from '../../../lib/notices/push';
import { ErrorNote } from '../../../lib/ui/error-note';
import { useNoticesT } from '../../../lib/notices/text';

const never = () => () => undefined;
const canNotify = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window && Notification.permission !== 'denied';

/** Whether this browser can show notices: known only in the browser (the server's page never offers it). */
const useCanNotify = (): boolean => useSyncExternalStore(never, canNotify, () => false);

/** On the thank-you page: the story's news on this phone, signed in or not (the code that subscribes loads on the tap). */
export function FollowStory({ campaignId, title }: { campaignId: string; title: string }) {
  const t = useT();
  const n = useNoticesT();
  const can = useCanNotify();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);
  if (!can) return null;

  const follow = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { followStory } = await import('../../../lib/notices/push');
      setState(await followStory(campaignId));
    } catch (caught) {
      setProblem(readableError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack follow-story" aria-labelledby="follow-story-title">
      <h2 id="follow-story-title">{n('notices.follow.title')}</h2>
      {state === 'on' ? (
        <p role="status">{n('notices.follow.done')}</p>
      ) : state === 'denied' ? (
        <p role="status">{n('notices.follow.denied')}</p>
      ) : (
        <>
          <p>{n('notices.follow.text', { title })}</p>
          <p>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void follow()}>
              {n('notices.follow.button')}
            </button>
          </p>
        </>
      )}
      <ErrorNote error={problem} />
    </section>
  );
}
