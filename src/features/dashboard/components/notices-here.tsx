import { useEffect, useState } from 'react';
import { readableError, type ReadableError } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/i18n';
import type { PushState } from '../../../lib/notices/push';
import { ErrorNote } from '../../../lib/ui/error-note';
import { useNoticesT } from '../../../lib/notices/text';

const push = () => import('../../../lib/notices/push');

/** Notices on this phone: whether it shows them, and the button that turns them on or off (the browser asks first). */
export function NoticesHere({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const n = useNoticesT();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ReadableError | null>(null);

  useEffect(() => {
    let current = true;
    void push()
      .then((m) => m.pushState())
      .then((found) => current && setState(found))
      .catch(() => current && setState('unsupported'));
    return () => {
      current = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const m = await push();
      setState(await (on ? m.turnOnHere() : m.turnOffHere()));
      onChanged();
    } catch (caught) {
      setProblem(readableError(caught, t));
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  if (state === 'unsupported') return <p className="hint">{n('notices.here.unsupported')}</p>;
  return (
    <div className="stack notices-here">
      <p role="status">{state === 'on' ? n('notices.here.on') : state === 'denied' ? n('notices.here.denied') : n('notices.here.off')}</p>
      {state !== 'denied' && (
        <p>
          <button
            type="button"
            className={state === 'on' ? 'btn btn-ghost' : 'btn btn-primary'}
            disabled={busy}
            onClick={() => void change(state !== 'on')}
          >
            {state === 'on' ? n('notices.here.turnOff') : n('notices.here.turnOn')}
          </button>
        </p>
      )}
      <ErrorNote error={problem} />
    </div>
  );
}
